import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@app/shared';
import { LoadError } from '../../../components/load-error';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { guideQueryOptions } from '../api/guide-query';
import { useCountArticleView } from '../api/increment-article-view';
import { ArticleBody } from './article-body';
import { ArticleLayout } from './article-layout';

/** /resources/<guide slug>: loads only this guide's chunk and renders it in the article layout. */
export function GuidePage({ slug }: { slug: string }) {
  const guide = useQuery(guideQueryOptions(slug));
  useCountArticleView(slug);
  useDocumentTitle(guide.data?.frontMatter.title);

  if (guide.isPending) return <Spinner label="Loading guide..." className="min-h-[60vh]" />;
  if (guide.isError) return <LoadError what="this guide" onRetry={() => void guide.refetch()} />;

  const { frontMatter, html, related, readingTimeMinutes } = guide.data;
  return (
    <ArticleLayout
      title={frontMatter.title}
      subtitle={frontMatter.subtitle}
      icon={frontMatter.icon}
      backPath={frontMatter.backPath}
      articleId={frontMatter.articleId}
      category={frontMatter.category}
      cta={frontMatter.cta}
      extraBackButton={frontMatter.extraBackButton}
      externalLinks={frontMatter.externalLinks}
      related={related}
      readingTimeMinutes={readingTimeMinutes}
    >
      <ArticleBody html={html} />
    </ArticleLayout>
  );
}
