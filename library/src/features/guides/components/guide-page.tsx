import { useQuery } from '@tanstack/react-query';
import { guideLoaders } from 'virtual:library/loaders';
import { Spinner } from '@app/shared';
import { LoadError } from '../../../components/load-error';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCountArticleView } from '../api/increment-article-view';
import { ArticleBody } from './article-body';
import { ArticleLayout } from './article-layout';

/** /resources/<guide slug>: loads only this guide's chunk and renders it in the article layout. */
export function GuidePage({ slug }: { slug: string }) {
  const guide = useQuery({
    queryKey: ['library', 'guide', slug],
    queryFn: async () => {
      const load = guideLoaders[slug];
      if (!load) throw new Error(`No guide "${slug}" in this build of the library`);
      return (await load()).default;
    },
    staleTime: Infinity,
    retry: 1,
  });
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
