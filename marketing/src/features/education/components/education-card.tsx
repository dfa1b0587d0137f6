import { useId } from 'react';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Badge, Link } from '@app/shared';
import type { EducationTopic } from '../education-topics';

interface EducationCardProps {
  topic: EducationTopic;
  /** /resources/{topic id} for members, /auth for everyone else. */
  to: string;
}

/**
 * The title is the link, named by its visible text; its overlay stretches
 * over the card so the whole card is clickable.
 */
export function EducationCard({ topic, to }: EducationCardProps) {
  const { icon: Icon } = topic;
  const descriptionId = useId();
  return (
    <li className="group relative flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Icon aria-hidden="true" className="size-8 text-primary" />
        <Badge variant="secondary">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          Expert Reviewed
        </Badge>
      </div>
      <h3 className="mt-4 text-lg font-semibold">
        <Link
          to={to}
          aria-describedby={descriptionId}
          className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none group-hover:text-primary"
        >
          {topic.title}
        </Link>
      </h3>
      <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
        {topic.description}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${topic.title} topics`}>
        {topic.topics.map((item) => (
          <li key={item} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium">
            {item}
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mt-auto flex items-center gap-1 pt-4 text-sm font-medium text-primary">
        Learn more <ArrowRight className="size-4" />
      </span>
    </li>
  );
}
