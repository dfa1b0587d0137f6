import { useId } from 'react';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@app/shared';
import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';
import { eventIcon } from '../utils/event-icon';
import { eventLabel } from '../utils/event-label';
import { uniqueUsersText } from '../utils/unique-users';

/** One event type: its label, total count and how many distinct signed-in people raised it. */
export function EventCard({ row }: { row: AnalyticsSummaryRow }) {
  const titleId = useId();
  const Icon = eventIcon(row.event_type);
  return (
    <Card data-slot="event-card" role="article" aria-labelledby={titleId} className="h-full">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-2">
        <CardTitle id={titleId} className="text-base font-medium text-muted-foreground">
          {eventLabel(row.event_type)}
        </CardTitle>
        <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-2">
        <p className="text-3xl font-bold tabular-nums text-foreground">{row.count.toLocaleString('en-US')}</p>
        <Badge variant="secondary">{uniqueUsersText(row.unique_users)}</Badge>
      </CardContent>
    </Card>
  );
}
