import { useInternalLinkClicks } from '../../../hooks/use-internal-link-clicks';

// Styles for the rendered Markdown (no typography plugin: a few descendant rules suffice).
const proseClasses = [
  'text-base leading-7 text-foreground',
  '[&_p]:my-4',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:scroll-mt-20',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:scroll-mt-20',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-ring',
  '[&_strong]:font-semibold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-muted [&_blockquote]:px-4 [&_blockquote]:py-2',
  'max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto [&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
].join(' ');

/**
 * A guide body rendered at build time by library/vite/render-markdown.ts (raw HTML escaped,
 * link targets checked). Clicks on internal links are routed client-side.
 */
export function ArticleBody({ html }: { html: string }) {
  const onClick = useInternalLinkClicks();
  return (
    // The click handler only re-routes links, which are keyboard operable by themselves (Enter fires click).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation from the links inside
    <div className={proseClasses} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
