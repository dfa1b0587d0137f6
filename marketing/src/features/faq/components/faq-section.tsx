import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '@app/shared';
import { LandingSection } from '../../../components/landing-section';
import { faqItems } from '../faq-items';
import { FaqQuestionList } from './faq-question-list';

export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      lead="Straight answers about the kit, your privacy and what happens next."
    >
      <div className="mx-auto max-w-3xl">
        <FaqQuestionList items={faqItems} />
        <div className="mt-8 rounded-xl bg-secondary p-6 text-center">
          <p className="font-semibold">Still have questions?</p>
          <p className="mt-2 text-muted-foreground">
            Write to us at{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-1 rounded font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Mail aria-hidden="true" className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            . Live-chat telehealth with licensed providers becomes available after launch.
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
