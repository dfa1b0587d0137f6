import { ExternalLink } from 'lucide-react';
import { EXTERNAL_LINK_REL } from '../../../lib/link-kind';

// SPEC: public health-organisation sites, opened in a new tab.
const organisations = [
  {
    name: 'CDC STI Treatment Guidelines',
    description: 'Clinical guidance on testing and treating sexually transmitted infections.',
    href: 'https://www.cdc.gov/std/treatment-guidelines/',
  },
  {
    name: 'WHO Sexual Health',
    description: "The World Health Organization's overview of sexual health and rights.",
    href: 'https://www.who.int/health-topics/sexual-health',
  },
  {
    name: 'ACOG',
    description: 'The American College of Obstetricians and Gynecologists: patient resources.',
    href: 'https://www.acog.org/womens-health',
  },
  {
    name: 'ASHA',
    description: 'The American Sexual Health Association: plain-language sexual health information.',
    href: 'https://www.ashasexualhealth.org/',
  },
] as const;

export function ExternalResources() {
  return (
    <section aria-labelledby="external-resources">
      <h2 id="external-resources" className="text-2xl font-bold">
        Trusted Health Organizations
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {organisations.map((org) => (
          <li key={org.href}>
            <a
              href={org.href}
              target="_blank"
              rel={EXTERNAL_LINK_REL}
              className="flex h-full flex-col rounded-xl border border-border bg-background p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="inline-flex items-center gap-2 font-semibold text-primary">
                {org.name}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
              <span className="mt-1 text-sm text-muted-foreground">{org.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
