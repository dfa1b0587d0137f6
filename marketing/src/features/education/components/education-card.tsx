import { Link } from 'react-router-dom';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Badge } from '@app/shared';
import type { EducationTopic } from '../education-topics';

interface EducationCardProps {
  topic: EducationTopic;
  /** /resources/{topic id} for members, /auth for everyone else. */
  to: string;
}

/** The whole card is one link; the title names it, the rest describes it. */
export function EducationCard({ topic, to }: EducationCardProps) {
  const { icon: Icon } = topic;
  const titleId = `education-${topic.id}-title`;
  const descriptionId = `education-${topic.id}-description`;
  return (
    <li>
      <Link
        to={to}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="group flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <div className="flex items-start justify-between gap-3">
          <Icon aria-hidden="true" className="size-8 text-primary" />
          <Badge variant="secondary">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Expert Reviewed
          </Badge>
        </div>
        <h3 id={titleId} className="mt-4 text-lg font-semibold group-hover:text-primary">{topic.title}</h3>
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
      </Link>
    </li>
  );
}
