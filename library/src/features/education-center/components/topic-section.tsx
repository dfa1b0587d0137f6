import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button, paths, Link } from '@app/shared';
import { IconTile } from '../../../components/content-icon';
import type { TopicCard } from '../../../lib/content-types';

/** One of the six topic sections; its id is the topic id (the target of 'View Overview'). */
export function TopicSection({ topic }: { topic: TopicCard }) {
  const titleId = `${topic.id}-title`;
  return (
    <section
      id={topic.id}
      aria-labelledby={titleId}
      className="scroll-mt-6 rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <IconTile name={topic.icon} color={topic.color} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} tabIndex={-1} className="text-2xl font-bold focus-visible:outline-none">
            {topic.title}
          </h2>
          <p className="mt-1 text-muted-foreground">{topic.description}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h3 className="text-lg font-semibold">Overview</h3>
          <p className="mt-2 leading-7">{topic.overview}</p>
          <h3 className="mt-6 text-lg font-semibold">Key Points</h3>
          <ul className="mt-3 space-y-2">
            {topic.keyPoints.map((point) => (
              <li key={point} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-muted p-5">
          <h3 className="text-lg font-semibold">Additional Resources</h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
            {topic.resources.map((resource) => (
              <li key={resource}>{resource}</li>
            ))}
          </ul>
          <Button asChild className="mt-5 w-full">
            <Link to={paths.resource.getHref(topic.id)} aria-label={`View Detailed Resources: ${topic.title}`}>
              View Detailed Resources
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
