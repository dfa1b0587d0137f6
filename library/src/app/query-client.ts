import { QueryClient } from '@tanstack/react-query';

/** The library's own cache, created once per module (one per page load). */
export const libraryQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
