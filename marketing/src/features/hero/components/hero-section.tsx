import { KIT_FACTS, Badge } from '@app/shared';
import { WaitlistLink } from '../../../components/waitlist-link';
import { useGoToSection } from '../../../hooks/use-go-to-section';
import { KitIllustration } from './kit-illustration';

export function HeroSection() {
  const goToSection = useGoToSection();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-secondary to-background px-4 pb-16 pt-12 sm:pb-24 sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <Badge variant="accent">FDA approval pending · Launch expected {KIT_FACTS.launchExpected}</Badge>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
            Private sexual health testing, right at home
          </h1>
          <p className="mt-6 text-lg text-muted-foreground">
            One kit checks {KIT_FACTS.conditions.length} conditions from a urine sample and a cartridge, with results in{' '}
            {KIT_FACTS.resultMinutes} minutes. No waiting room, no awkward conversations, and licensed providers ready to help when you need
            them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <WaitlistLink source="hero" size="lg">
              Join the Waitlist
            </WaitlistLink>
            <a
              href="#how-it-works"
              onClick={(event) => {
                event.preventDefault();
                goToSection('how-it-works');
              }}
              className="inline-flex h-11 items-center justify-center rounded-md border border-border bg-background px-8 text-base font-medium hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              See how it works
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">For adults {KIT_FACTS.minimumAge} and over.</p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <KitIllustration />
        </div>
      </div>
    </section>
  );
}
