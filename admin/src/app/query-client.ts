import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's query cache. No automatic retries: a refusal (not admin) is
 * final, and a failure shows at once with a "Try again" button instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
