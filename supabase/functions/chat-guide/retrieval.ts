/**
 * Retrieval through the `search_guide_passages` RPC (PostgREST), called with the service-role
 * key so it works for anonymous visitors too. Rows are checked before use: the function
 * must never pass through anything malformed.
 */
import { isValidSlug } from './links.ts';
import type { GuidePassage, RetrieveFn } from './types.ts';

export interface RpcRetrieverOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 4000;

function toPassage(row: unknown): GuidePassage | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (typeof r.slug !== 'string' || !isValidSlug(r.slug)) return null;
  if (typeof r.content !== 'string' || r.content.trim() === '') return null;
  return {
    slug: r.slug,
    guide_title: typeof r.guide_title === 'string' && r.guide_title.trim() !== '' ? r.guide_title : r.slug,
    heading: typeof r.heading === 'string' ? r.heading : '',
    content: r.content,
    rank: typeof r.rank === 'number' && Number.isFinite(r.rank) ? r.rank : 0,
  };
}

export function parsePassages(data: unknown): GuidePassage[] {
  if (!Array.isArray(data)) return [];
  return data.map(toPassage).filter((p): p is GuidePassage => p !== null);
}

export function createRpcRetriever(options: RpcRetrieverOptions): RetrieveFn {
  const endpoint = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/search_guide_passages`;
  return async (query, limit) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      const response = await options.fetch(endpoint, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ search_query: query, limit_count: limit }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`search_guide_passages answered ${response.status}`);
      return parsePassages(await response.json());
    } finally {
      clearTimeout(timer);
    }
  };
}
