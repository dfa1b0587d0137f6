import { LandingSection } from '../../../components/landing-section';
import { problemPoints } from '../problem-points';

export function ProblemSection() {
  return (
    <LandingSection
      id="why-candor"
      eyebrow="The problem"
      title="Getting tested shouldn't be this hard"
      lead="Regular testing is one of the simplest ways to look after your sexual health, yet the usual route makes it easy to skip."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {problemPoints.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-muted p-6">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
