import { KIT_FACTS, PRODUCT_NAME } from '@app/shared';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { EducationSection } from '../../education/components/education-section';
import { FaqSection } from '../../faq/components/faq-section';
import { FeaturesSection } from '../../product-features/components/features-section';
import { SiteFooter } from '../../footer/components/site-footer';
import { SiteHeader } from '../../header/components/site-header';
import { HeroSection } from '../../hero/components/hero-section';
import { HowItWorksSection } from '../../how-it-works/components/how-it-works-section';
import { PricingSection } from '../../pricing/components/pricing-section';
import { ProblemSection } from '../../problem/components/problem-section';
import { SocialProofSection } from '../../social-proof/components/social-proof-section';
import { useScrollToHashOnMount } from '../hooks/use-scroll-to-hash-on-mount';

const description = `${PRODUCT_NAME} is an at-home test kit for ${KIT_FACTS.conditions.length} common conditions with results in ${KIT_FACTS.resultMinutes} minutes, plus telehealth with licensed providers. Join the waitlist.`;

/** docs/product.md#landing-page: the sections in their order. */
export function LandingPage() {
  useDocumentMeta({ description });
  useScrollToHashOnMount();
  return (
    <div className="min-h-screen bg-background text-foreground">
      <SiteHeader />
      <main>
        <HeroSection />
        <ProblemSection />
        <HowItWorksSection />
        <FeaturesSection />
        <PricingSection />
        <EducationSection />
        <SocialProofSection />
        <FaqSection />
      </main>
      <SiteFooter />
    </div>
  );
}
