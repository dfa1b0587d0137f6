import type { ReactNode } from 'react';
import { ArrowLeft, BadgeCheck, Clock, ExternalLink } from 'lucide-react';
import { Badge, Button, paths, topics, Link } from '@app/shared';
import { ContentIcon } from '../../../components/content-icon';
import { useNavigateToTarget } from '../../../hooks/use-navigate-to-target';
import type { GuideSummary, IconName, TopicId } from '../../../lib/content-types';
import { EXTERNAL_LINK_REL } from '../../../lib/link-kind';
import { backTextFor } from '../lib/back-text';
import { RelatedResources } from './related-resources';

export interface CallToAction {
  text: string;
  path: string;
}

/** The default call to action (docs/product.md#guides). */
export const DEFAULT_CTA: CallToAction = { text: 'Get Your Kit Today', path: paths.home.getHref('pricing') };

export interface ArticleLayoutProps {
  title: string;
  subtitle?: string;
  icon: IconName;
  backPath: string;
  /** Overrides the text derived from the back path. */
  backText?: string;
  articleId: string;
  category: TopicId;
  cta?: CallToAction;
  /** An extra button to a hub (e.g. '← Back to Testing Guidelines'). */
  extraBackButton?: CallToAction;
  externalLinks?: { label: string; href: string }[];
  related: GuideSummary[];
  readingTimeMinutes?: number;
  /** The article body. */
  children: ReactNode;
}

const REVIEWED_BADGE = 'Reviewed by certified healthcare professionals';

/** The one layout of all 24 guides. */
export function ArticleLayout({
  title,
  subtitle,
  icon,
  backPath,
  backText,
  articleId,
  category,
  cta = DEFAULT_CTA,
  extraBackButton,
  externalLinks = [],
  related,
  readingTimeMinutes,
  children,
}: ArticleLayoutProps) {
  const navigateTo = useNavigateToTarget();
  const categoryTitle = topics.find((topic) => topic.id === category)?.title;
  const titleId = `${articleId}-title`;

  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b border-border bg-background">
        <nav aria-label="Article" className="mx-auto flex max-w-3xl items-center px-4 py-3 sm:px-6">
          <Button asChild variant="ghost" size="sm">
            <Link to={backPath}>
              <ArrowLeft aria-hidden="true" />
              {backText ?? backTextFor(backPath)}
            </Link>
          </Button>
        </nav>
      </header>

      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <article
          id={articleId}
          data-category={category}
          aria-labelledby={titleId}
          className="rounded-2xl bg-background p-6 shadow-sm sm:p-10"
        >
          <header className="mb-8 border-b border-border pb-8">
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <ContentIcon name={icon} />
              </span>
              <Badge variant="secondary">
                <BadgeCheck aria-hidden="true" className="size-3.5 text-primary" />
                {REVIEWED_BADGE}
              </Badge>
            </div>
            <h1 id={titleId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              {title}
            </h1>
            {subtitle ? <p className="mt-3 text-lg text-muted-foreground">{subtitle}</p> : null}
            <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {categoryTitle ? <span>{categoryTitle}</span> : null}
              {readingTimeMinutes ? (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" />
                  {readingTimeMinutes} min read
                </span>
              ) : null}
            </p>
          </header>

          {children}

          {externalLinks.length > 0 ? (
            <section aria-labelledby={`${articleId}-external`} className="mt-10 rounded-xl border border-border p-6">
              <h2 id={`${articleId}-external`} className="text-lg font-semibold">
                Trusted Outside Resources
              </h2>
              <ul className="mt-3 space-y-2">
                {externalLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel={EXTERNAL_LINK_REL}
                      className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {link.label}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <footer className="mt-10 flex flex-col gap-3 rounded-xl bg-primary/5 p-6 sm:flex-row sm:flex-wrap sm:items-center">
            <Button size="lg" onClick={() => navigateTo(cta.path)}>
              {cta.text}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.educationCenter.getHref()}>Explore More Resources</Link>
            </Button>
            {extraBackButton ? (
              <Button asChild size="lg" variant="ghost">
                <Link to={extraBackButton.path}>{extraBackButton.text}</Link>
              </Button>
            ) : null}
          </footer>
        </article>

        <RelatedResources guides={related} />
      </main>
    </div>
  );
}
