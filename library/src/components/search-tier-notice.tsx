import { Info } from 'lucide-react';
import type { MatchTier } from '../api/search-articles';

// docs/product.md#search: when the articles shown did not match every word as typed, both search
// screens say so in words.

/** The notice's words, or null when the results matched every word as typed. */
export function searchTierText(tier: MatchTier | null, query: string, correctedQuery: string | null): string | null {
  if (tier === 'any_word') return `No articles match all of ‘${query.trim()}’. Showing articles that match some of your words.`;
  if (tier === 'corrected' && correctedQuery) return `Showing results for ‘${correctedQuery}’`;
  return null;
}

export function SearchTierNotice({
  tier,
  query,
  correctedQuery,
  className = '',
}: {
  tier: MatchTier | null;
  query: string;
  correctedQuery: string | null;
  className?: string;
}) {
  const text = searchTierText(tier, query, correctedQuery);
  if (!text) return null;
  return (
    <p
      data-search-tier={tier ?? undefined}
      className={`flex items-start gap-2 rounded-lg border border-border bg-secondary px-4 py-3 text-sm ${className}`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>{text}</span>
    </p>
  );
}
