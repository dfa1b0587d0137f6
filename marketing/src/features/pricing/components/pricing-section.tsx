import { Check, Sparkles } from 'lucide-react';
import { Badge, PRICES } from '@app/shared';
import { LandingSection } from '../../../components/landing-section';
import { WaitlistLink } from '../../../components/waitlist-link';
import { comingSoon, includedInKit } from '../pricing-content';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Early-bird pricing"
      title="Reserve your kit at the early-bird price"
      lead="Join before launch and lock in our first-time customer price."
      className="bg-muted"
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border-2 border-primary bg-background p-8 shadow-sm">
          <Badge>Early bird · First-time customers</Badge>
          <p className="mt-6 flex items-baseline gap-3">
            <span className="text-5xl font-bold">
              <span className="sr-only">Early-bird price </span>${PRICES.earlyBird}
            </span>
            <s className="text-xl text-muted-foreground">
              <span className="sr-only">Regular price </span>${PRICES.regular}
            </s>
            <span className="text-sm text-muted-foreground">{PRICES.currency}</span>
          </p>
          <p className="mt-2 font-semibold text-primary">Save ${PRICES.savings} on your first test</p>
          <ul className="mt-6 space-y-3">
            {includedInKit.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <WaitlistLink source="pricing" size="lg" className="mt-8 w-full">
            Reserve Your Spot
          </WaitlistLink>
        </div>
        <div className="rounded-2xl border border-border bg-background p-8">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            Coming soon
          </h3>
          <ul className="mt-4 space-y-3 text-muted-foreground">
            {comingSoon.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
