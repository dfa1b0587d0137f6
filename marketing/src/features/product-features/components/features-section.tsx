import { PRODUCT_NAME } from '@app/shared';
import { LandingSection } from '../../../components/landing-section';
import { featureCards } from '../feature-cards';
import { StatStrip } from './stat-strip';

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything you need, from test to treatment"
      lead={`Testing is only the start. ${PRODUCT_NAME} is built to support you through every step that comes after.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featureCards.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <StatStrip />
    </LandingSection>
  );
}
