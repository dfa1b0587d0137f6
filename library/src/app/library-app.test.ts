import { describe, expect, it, vi } from 'vitest';
import { prefetchLibraryPage } from './library-app';
import { libraryQueryClient } from './query-client';

vi.mock('@app/shared', async (original) => (await import('@app/shared/testing/mock')).mockShared(original));

describe('prefetchLibraryPage', () => {
  it("starts a guide's text with its page, before anything renders", async () => {
    expect(prefetchLibraryPage('/resources/prep-guide')).toBe('guide');
    await vi.waitFor(() => expect(libraryQueryClient.getQueryState(['library', 'guide', 'prep-guide'])?.status).toBe('success'));
    const guide = libraryQueryClient.getQueryData<{ frontMatter: { title: string } }>(['library', 'guide', 'prep-guide']);
    expect(guide?.frontMatter.title).toMatch(/PrEP/);
  });

  it("starts a topic hub's content with its page", async () => {
    expect(prefetchLibraryPage('/resources/understanding-stis')).toBe('topic');
    await vi.waitFor(() => expect(libraryQueryClient.getQueryState(['library', 'topic', 'understanding-stis'])?.status).toBe('success'));
  });

  it('fetches no member data for the pages whose data needs the session', () => {
    const before = libraryQueryClient.getQueryCache().getAll().length;
    expect(prefetchLibraryPage('/educational-resources')).toBe('education-center');
    expect(prefetchLibraryPage('/search')).toBe('search');
    expect(libraryQueryClient.getQueryCache().getAll()).toHaveLength(before);
  });

  it('does nothing for a path the library does not have', () => {
    const before = libraryQueryClient.getQueryCache().getAll().length;
    expect(prefetchLibraryPage('/resources/no-such-guide')).toBe('not-found');
    expect(prefetchLibraryPage('/')).toBe('not-found');
    expect(libraryQueryClient.getQueryCache().getAll()).toHaveLength(before);
  });
});
