import { LandingSection } from '../../../components/landing-section';
import { howItWorksSteps } from '../steps';

export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" eyebrow="How it works" title="Three steps from your door to answers" className="bg-muted">
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorksSteps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border border-border bg-background p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-7 text-primary" />
            </div>
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
