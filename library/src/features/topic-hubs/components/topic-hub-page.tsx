import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Spinner, paths, Link } from '@app/shared';
import { IconTile } from '../../../components/content-icon';
import { LoadError } from '../../../components/load-error';
import { SmartLink } from '../../../components/smart-link';
import type { Topic, TopicId } from '../../../lib/content-types';
import { BackToCenterHeader } from '../../../components/back-to-center-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { topicQueryOptions } from '../api/topic-query';

/** /resources/<topic id>: a topic hub rendered from its YAML (cards, tips, sidebar). */
export function TopicHubPage({ id }: { id: TopicId }) {
  const hub = useQuery(topicQueryOptions(id));
  // The shell routes /resources/* without knowing its pages: the hub titles itself, as a guide does.
  useDocumentTitle(hub.data?.topic.title);

  return (
    <div className="min-h-screen bg-muted">
      <BackToCenterHeader label="Topic" className="max-w-6xl" />
      {hub.isPending ? (
        <Spinner label="Loading topic..." className="min-h-[60vh]" />
      ) : hub.isError ? (
        <LoadError what="this topic" onRetry={() => void hub.refetch()} />
      ) : (
        <TopicHub topic={hub.data.topic} />
      )}
    </div>
  );
}

function TopicHub({ topic }: { topic: Topic }) {
  const { hub } = topic;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-start">
        <IconTile name={topic.icon} color={topic.color} />
        <div>
          <Badge variant="secondary">Expert Reviewed</Badge>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{topic.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{hub.intro}</p>
        </div>
      </div>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-12">
          {hub.sections.map((section, index) => {
            const headingId = `${topic.id}-section-${index}`;
            return (
              <section key={section.heading} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-bold">
                  {section.heading}
                </h2>
                <ul className="mt-5 grid gap-4 md:grid-cols-2">
                  {section.cards.map((card) => (
                    <li key={card.title} className="flex">
                      <Card className="flex w-full flex-col">
                        <CardHeader>
                          <CardTitle className="text-lg">{card.title}</CardTitle>
                          <CardDescription className="text-foreground/80">{card.body}</CardDescription>
                        </CardHeader>
                        {card.guide ? (
                          <CardFooter className="mt-auto">
                            <Link
                              to={paths.resource.getHref(card.guide)}
                              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              Read More
                              <span className="sr-only"> about {card.title}</span>
                              <ArrowRight aria-hidden="true" className="size-4" />
                            </Link>
                          </CardFooter>
                        ) : null}
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}

          <section aria-labelledby={`${topic.id}-tips`} className="rounded-2xl bg-primary/5 p-6">
            <h2 id={`${topic.id}-tips`} className="text-2xl font-bold">
              {hub.tips.heading}
            </h2>
            <ul className="mt-4 space-y-3">
              {hub.tips.items.map((tip) => (
                <li key={tip} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{tip}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-label={`${topic.title}: quick facts`} className="space-y-6">
          {hub.sidebar.map((block, index) => {
            const headingId = `${topic.id}-sidebar-${index}`;
            return (
              <Card key={block.heading}>
                <CardHeader className="pb-3">
                  <h2 id={headingId} className="text-lg font-semibold">
                    {block.heading}
                  </h2>
                </CardHeader>
                <CardContent>
                  <ul aria-labelledby={headingId} className="list-disc space-y-2 pl-5 text-sm">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  {block.link ? (
                    <Button asChild variant="outline" size="sm" className="mt-4 w-full">
                      <SmartLink href={block.link.path}>{block.link.text}</SmartLink>
                    </Button>
                  ) : null}
                </CardContent>
              </Card>
            );
          })}
        </aside>
      </div>
    </main>
  );
}
