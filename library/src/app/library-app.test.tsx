import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStates, createFakeSupabase, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import { SEARCH_PAGE_SIZE } from '../features/search/api/search-page-query';
import { LibraryApp, prefetchLibraryPage } from './library-app';
import { libraryQueryClient } from './query-client';

vi.mock('@app/shared', async (original) => (await import('@app/shared/testing/mock')).mockShared(original));

const mocks = installFakeSupabase(createFakeSupabase());

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

  it('fetches no member data before the session is confirmed', async () => {
    authStates.loading();
    const before = libraryQueryClient.getQueryCache().getAll().length;
    expect(prefetchLibraryPage('/educational-resources')).toBe('education-center');
    expect(prefetchLibraryPage('/search', '?q=chlamydia')).toBe('search');
    await act(async () => undefined);
    expect(libraryQueryClient.getQueryCache().getAll()).toHaveLength(before);
    expect(mocks.rpc).not.toHaveBeenCalled();
    // Signed out after all (a stale stored session): still nothing.
    authStates.signedOut();
    await act(async () => undefined);
    expect(mocks.rpc).not.toHaveBeenCalled();
  });

  it("starts /search's results once the session is confirmed, with the page's own query", async () => {
    authStates.loading();
    mocks.rpc.mockClear();
    mocks.rpc.mockResolvedValue({ data: [], error: null });
    prefetchLibraryPage('/search', '?q=chlamydia&tag=testing');
    await act(async () => undefined);
    expect(mocks.rpc).not.toHaveBeenCalled();
    authStates.signedIn();
    await vi.waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('search_articles', {
        search_query: 'chlamydia',
        category_filter: null,
        tag_filter: 'testing',
        limit_count: SEARCH_PAGE_SIZE,
        offset_count: 0,
      }),
    );
  });

  it('does nothing for a path the library does not have', () => {
    const before = libraryQueryClient.getQueryCache().getAll().length;
    expect(prefetchLibraryPage('/resources/no-such-guide')).toBe('not-found');
    expect(prefetchLibraryPage('/')).toBe('not-found');
    expect(libraryQueryClient.getQueryCache().getAll()).toHaveLength(before);
  });

  it('renders a prefetched guide whole, with no loading state in between (no Suspense fallback to replace)', async () => {
    mocks.rpc.mockResolvedValue({ data: 1, error: null });
    prefetchLibraryPage('/resources/sexual-anatomy-101');
    await vi.waitFor(() => expect(libraryQueryClient.getQueryState(['library', 'guide', 'sexual-anatomy-101'])?.status).toBe('success'));
    // The page chunk too (in a browser it is fetched with the text; here vite transforms it first).
    await import('../features/guides/components/guide-page');
    await act(async () => undefined);
    renderWithRouter(<LibraryApp />, { path: '/resources/sexual-anatomy-101' });
    // In the first commit, without waiting: the heading and the text are already there.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
