import { KIT_FACTS } from '@app/shared';
import { LandingSection } from '../../../components/landing-section';
import { credentials } from '../credentials';

export function SocialProofSection() {
  return (
    <LandingSection
      id="trust"
      eyebrow="Why people trust us"
      title={`Join ${KIT_FACTS.waitlistClaim} people on the waitlist`}
      lead="People are already waiting for a more private way to test. Here is what stands behind the kit."
      className="bg-muted"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {credentials.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-background p-6 text-center shadow-sm">
            <Icon aria-hidden="true" className="mx-auto size-10 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
