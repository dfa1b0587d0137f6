import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../../api/search-articles';
import { SearchPage, resultCountText } from './search-page';
import { Route } from '@app/shared';
import { createFakeSupabase, currentLocation, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import { FreshQueryClient } from '../../../testing/fresh-query-client';

// The data layer is faked at the one client (@app/shared's getSupabase): the page's own
// calls, arguments and caching are what is under test.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

const categories = [
  { id: 'sexual-health-basics', name: 'Sexual Health Basics', sort_order: 1 },
  { id: 'understanding-stis', name: 'Understanding STIs', sort_order: 2 },
];

// A row as the RPC answers it: the article, then how the search found it.
type Row = Article & { match_tier: 'exact' | 'corrected' | 'any_word'; corrected_query: string | null };
const article = (over: Partial<Row>): Row => ({
  id: 'a1',
  slug: 'prep-guide',
  title: 'PrEP, Explained Simply',
  subtitle: 'How HIV prevention medication works',
  summary: 'PrEP lowers the chance of getting HIV.',
  featured: true,
  category_id: 'prevention-protection',
  category_name: 'Prevention & Protection',
  reading_time_minutes: 6,
  view_count: 12,
  tags: ['prevention', 'HIV', 'PrEP', 'medication'],
  rank: 0.5,
  snippet: null,
  match_tier: 'exact',
  corrected_query: null,
  ...over,
});

const supabase = installFakeSupabase(createFakeSupabase({ select: () => ({ data: categories, error: null }) }));

function renderAt(url: string) {
  return renderWithRouter(null, {
    path: url,
    wrapper: FreshQueryClient,
    routes: (
      <>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/resources/:slug" element={<h1>Guide opened</h1>} />
      </>
    ),
  });
}

const lastRpcArgs = () => supabase.rpc.mock.calls.at(-1)?.[1] as Record<string, unknown> | undefined;

beforeEach(() => {
  supabase.rpc.mockReset();
  supabase.selects.length = 0;
  supabase.rpc.mockResolvedValue({ data: [], error: null });
});

describe('resultCountText', () => {
  it('reads singular for one result and plural otherwise', () => {
    expect(resultCountText(1)).toBe('Showing 1 result');
    expect(resultCountText(3)).toBe('Showing 3 results');
    expect(resultCountText(0)).toBe('Showing 0 results');
  });
});

describe('SearchPage', () => {
  it('seeds the filters from q and category, and calls search_articles with them', async () => {
    renderAt('/search?q=herpes&category=understanding-stis');
    await waitFor(() => expect(supabase.rpc).toHaveBeenCalled());
    expect(supabase.rpc).toHaveBeenCalledWith('search_articles', {
      search_query: 'herpes',
      category_filter: 'understanding-stis',
      tag_filter: null,
      limit_count: 20,
      offset_count: 0,
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('herpes');
    expect(screen.getByPlaceholderText('Search articles, guides, and resources...')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('herpes')).toBeInTheDocument();
    expect(await within(chips).findByText('Understanding STIs')).toBeInTheDocument();
    expect(supabase.selects).toEqual([{ table: 'article_categories', columns: '*', filters: [], order: ['sort_order', undefined] }]);
  });

  it('sends an empty query and null filters when nothing is set', async () => {
    renderAt('/search');
    await waitFor(() => expect(supabase.rpc).toHaveBeenCalled());
    expect(lastRpcArgs()).toEqual({ search_query: '', category_filter: null, tag_filter: null, limit_count: 20, offset_count: 0 });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('shows the spinner while searching', async () => {
    supabase.rpc.mockReturnValue(new Promise(() => {}));
    renderAt('/search?q=hpv');
    const spinner = await screen.findByText('Searching articles...');
    // Announced: the text sits in a live status region.
    expect(screen.getAllByRole('status').filter((status) => within(status).queryByText('Searching articles...') === spinner)).toHaveLength(
      1,
    );
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows result cards with their details', async () => {
    supabase.rpc.mockResolvedValue({
      data: [
        article({}),
        article({
          id: 'a2',
          slug: 'condom-use-guide',
          title: 'Condoms 101',
          featured: false,
          view_count: 0,
          subtitle: null,
          tags: ['barrier'],
        }),
      ],
      error: null,
    });
    renderAt('/search');
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'PrEP, Explained Simply' })).toHaveAttribute('href', '/resources/prep-guide');
    expect(within(first!).getByText('Featured')).toBeInTheDocument();
    expect(within(first!).getByText('How HIV prevention medication works')).toBeInTheDocument();
    expect(within(first!).getByText('PrEP lowers the chance of getting HIV.')).toBeInTheDocument();
    expect(within(first!).getByText('Prevention & Protection')).toBeInTheDocument();
    expect(within(first!).getByText('6 min read')).toBeInTheDocument();
    expect(within(first!).getByText('12 views')).toBeInTheDocument();
    // Up to 3 tags.
    expect(
      within(first!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['prevention', 'HIV', 'PrEP']);
    expect(within(second!).queryByText('Featured')).toBeNull();
    expect(within(second!).queryByText(/views/)).toBeNull();
  });

  it('says "Showing 1 result" for a single result', async () => {
    supabase.rpc.mockResolvedValue({ data: [article({})], error: null });
    renderAt('/search?q=prep');
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
  });

  it('a tag click sets the tag filter, in the call, the chips and the URL', async () => {
    supabase.rpc.mockResolvedValue({ data: [article({})], error: null });
    const user = userEvent.setup();
    renderAt('/search?q=prep');
    await user.click(await screen.findByRole('button', { name: 'HIV: filter by this tag' }));
    await waitFor(() => expect(lastRpcArgs()).toMatchObject({ search_query: 'prep', tag_filter: 'HIV' }));
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getByText('HIV')).toBeInTheDocument();
    expect(currentLocation()).toBe('/search?q=prep&tag=HIV');

    await user.click(screen.getByRole('button', { name: 'Remove tag filter' }));
    await waitFor(() => expect(currentLocation()).toBe('/search?q=prep'));
    // The untagged answer is still fresh (5-minute cache): no third call.
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    expect(supabase.rpc).toHaveBeenCalledTimes(2);
  });

  it('a card click opens the article', async () => {
    supabase.rpc.mockResolvedValue({ data: [article({})], error: null });
    const user = userEvent.setup();
    renderAt('/search');
    await user.click(await screen.findByRole('link', { name: 'PrEP, Explained Simply' }));
    expect(await screen.findByRole('heading', { name: 'Guide opened' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/resources/prep-guide');
  });

  it('debounces typing by 300 ms and keeps the text in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/search');
    await waitFor(() => expect(supabase.rpc).toHaveBeenCalledTimes(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'chlamydia');
    await waitFor(() => expect(lastRpcArgs()).toMatchObject({ search_query: 'chlamydia' }));
    const queries = supabase.rpc.mock.calls.map((call) => (call[1] as { search_query: string }).search_query);
    expect(queries).toEqual(['', 'chlamydia']);
    expect(currentLocation()).toBe('/search?q=chlamydia');
  });

  it('shows the error message when the search fails', async () => {
    supabase.rpc.mockResolvedValue({ data: null, error: { message: 'boom' } });
    renderAt('/search?q=x');
    expect(await screen.findByText('Error loading articles. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows the empty state, whose button clears every filter', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=zzz&category=understanding-stis&tag=HIV');
    expect(await screen.findByText('No articles found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters to see all articles' }));
    await waitFor(() => expect(currentLocation()).toBe('/search'));
    await waitFor(() =>
      expect(lastRpcArgs()).toEqual({ search_query: '', category_filter: null, tag_filter: null, limit_count: 20, offset_count: 0 }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('removes the search chip', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=herpes&category=understanding-stis');
    await user.click(await screen.findByRole('button', { name: 'Remove search filter' }));
    await waitFor(() => expect(currentLocation()).toBe('/search?category=understanding-stis'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove category filter' }));
    await waitFor(() => expect(currentLocation()).toBe('/search'));
  });

  describe('says how the results were found (docs/product.md#search)', () => {
    const ANY_WORD = 'No articles match all of ‘zqxjv-nothing-matches’. Showing articles that match some of your words.';

    it('only some of the words matched', async () => {
      supabase.rpc.mockResolvedValue({
        data: [article({ match_tier: 'any_word' }), article({ id: 'a2', slug: 'b', title: 'Other', match_tier: 'any_word' })],
        error: null,
      });
      renderAt('/search?q=zqxjv-nothing-matches');
      expect(await screen.findByText(ANY_WORD)).toBeInTheDocument();
      expect(screen.getByText('Showing 2 results')).toBeInTheDocument();
      expect(screen.queryByText(/Showing results for/)).toBeNull();
    });

    it('the typo fix answered: the corrected words', async () => {
      supabase.rpc.mockResolvedValue({ data: [article({ match_tier: 'corrected', corrected_query: 'chlamydia' })], error: null });
      renderAt('/search?q=chlamidia');
      expect(await screen.findByText('Showing results for ‘chlamydia’')).toBeInTheDocument();
      expect(screen.queryByText(/No articles match all of/)).toBeNull();
    });

    it('every word matched as typed: no notice; nothing matched: the empty state only', async () => {
      supabase.rpc.mockResolvedValue({ data: [article({})], error: null });
      const { unmount } = renderAt('/search?q=prep');
      expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
      expect(screen.queryByText(/No articles match all of|Showing results for/)).toBeNull();
      unmount();
      supabase.rpc.mockResolvedValue({ data: [], error: null });
      renderAt('/search?q=zqxjv');
      expect(await screen.findByText('No articles found matching your criteria.')).toBeInTheDocument();
      expect(screen.queryByText(/No articles match all of|Showing results for/)).toBeNull();
    });

    it('an HTML query in the notice is text', async () => {
      supabase.rpc.mockResolvedValue({ data: [article({ match_tier: 'any_word' })], error: null });
      renderAt(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> herpes')}`);
      expect(
        await screen.findByText(
          'No articles match all of ‘<img src=x onerror=alert(1)> herpes’. Showing articles that match some of your words.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('img')).toBeNull();
    });
  });

  it("shows each result's snippet, its matches in <mark> and any markup as text", async () => {
    supabase.rpc.mockResolvedValue({
      data: [
        article({
          snippet: '… ask about \uE000PrEP\uE001 and <b>bold</b> <script>alert(1)</script> \uE000<img src=x onerror=alert(1)>\uE001 …',
        }),
      ],
      error: null,
    });
    const { container } = renderAt('/search?q=prep');
    const card = (await screen.findAllByRole('article'))[0]!;
    const snippet = within(card).getByText((_, element) => element?.hasAttribute('data-snippet') ?? false);
    expect(snippet.textContent).toBe('… ask about PrEP and <b>bold</b> <script>alert(1)</script> <img src=x onerror=alert(1)> …');
    // eslint-disable-next-line testing-library/no-node-access -- the <mark>s are the behaviour under test
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['PrEP', '<img src=x onerror=alert(1)>']);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no element came from the text
    expect(container.querySelectorAll('b, script, img')).toHaveLength(0);
  });

  it('labels the category dropdown and shows the chosen category', async () => {
    renderAt('/search?category=understanding-stis');
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(trigger).toHaveTextContent('Understanding STIs'));
  });
});
