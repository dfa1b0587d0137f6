import { ArrowRight } from 'lucide-react';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, paths, Link } from '@app/shared';
import type { GuideSummary } from '../../../lib/content-types';

/** SPEC: 'Related Resources', three cards with a 'Read More' link each. */
export function RelatedResources({ guides }: { guides: GuideSummary[] }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="related-resources" className="mt-12">
      <h2 id="related-resources" className="text-2xl font-bold">
        Related Resources
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {guides.slice(0, 3).map((guide) => (
          <li key={guide.slug} className="flex">
            <Card className="flex w-full flex-col">
              <CardHeader>
                <CardTitle className="text-lg">{guide.title}</CardTitle>
                <CardDescription>{guide.description}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Link
                  to={paths.resource.getHref(guide.slug)}
                  className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Read More
                  <span className="sr-only"> about {guide.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
