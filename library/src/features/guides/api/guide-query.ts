import { guideLoaders } from 'virtual:library/loaders';

/** One guide's text (its own chunk), as a query: the page reads it, the prefetch starts it early. */
export function guideQueryOptions(slug: string) {
  return {
    queryKey: ['library', 'guide', slug] as const,
    queryFn: async () => {
      const load = guideLoaders[slug];
      if (!load) throw new Error(`No guide "${slug}" in this build of the library`);
      return (await load()).default;
    },
    staleTime: Infinity,
    retry: 1,
  };
}
