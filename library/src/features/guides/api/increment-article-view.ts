import { useEffect, useRef } from 'react';
import { getSupabase } from '@app/shared';

// Opening a guide counts one view (the increment_article_view RPC). A failure must never
// disturb the reader, so it is only logged, without the slug.

export async function incrementArticleView(articleSlug: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('increment_article_view', { article_slug: articleSlug });
  if (error) throw new Error(error.message);
}

/** Runs `fn` once the frame after this commit has been painted. */
function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

/**
 * Counts one view per mount (a ref survives StrictMode's effect replay). Sent once the guide's
 * text has been painted: the first call to the API opens a new connection, and a request made
 * before the largest paint counts in Lighthouse's simulated LCP (docs/architecture.md#members-pages).
 */
export function useCountArticleView(articleSlug: string): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === articleSlug) return;
    counted.current = articleSlug;
    afterNextPaint(() =>
      incrementArticleView(articleSlug).catch((error: unknown) => {
        console.warn('Could not count the article view:', error instanceof Error ? error.message : error);
      }),
    );
  }, [articleSlug]);
}
