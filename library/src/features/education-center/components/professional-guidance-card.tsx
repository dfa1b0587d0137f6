import { Stethoscope } from 'lucide-react';
import { Button, paths, trackEvent, Link } from '@app/shared';

/**
 * SPEC: 'Find Healthcare Providers' has no action yet. Rather than a button that silently does
 * nothing, it is marked unavailable (still focusable, so the reason is read out).
 */
export function ProfessionalGuidanceCard() {
  return (
    <section aria-labelledby="professional-guidance" className="rounded-2xl bg-primary p-8 text-primary-foreground">
      <div className="flex items-center gap-3">
        <Stethoscope aria-hidden="true" className="size-7" />
        <h2 id="professional-guidance" className="text-2xl font-bold">
          Need Professional Guidance?
        </h2>
      </div>
      <p className="mt-3 max-w-2xl">
        Reading is a great start, and some questions deserve a conversation with a professional. Healthcare providers can test, treat and
        talk through what's right for you, without judgment.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          aria-disabled="true"
          aria-describedby="find-providers-note"
          className="cursor-not-allowed opacity-80"
          onClick={(event) => event.preventDefault()}
        >
          Find Healthcare Providers
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover"
        >
          <Link to={paths.auth.getHref()} onClick={() => void trackEvent('waitlist_join', { source: 'education-center' })}>
            Join Our Waitlist
          </Link>
        </Button>
      </div>
      <p id="find-providers-note" className="mt-3 text-sm">
        Provider search is coming after launch.
      </p>
    </section>
  );
}
