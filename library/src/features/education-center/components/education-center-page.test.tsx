import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EducationCenterPage } from './education-center-page';
import { SERVER_SEARCH_UNAVAILABLE } from './center-search-results';
import { authStates, createFakeSupabase, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import { FreshQueryClient } from '../../../testing/fresh-query-client';

/* eslint-disable testing-library/no-node-access -- topic sections are anchor targets (/education#id) and highlights are <mark>s: ids and tags are the behaviour under test */

// Renders the real content (virtual modules from library/content); the server is faked
// at @app/shared's getSupabase and the member is set in the real auth store.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

const mocks = installFakeSupabase(createFakeSupabase());

const serverArticle = {
  id: 'a1',
  slug: 'sti-symptom-guide',
  title: 'STI Symptoms, Decoded',
  subtitle: 'What the signs can mean',
  summary: 'Many STIs cause no symptoms at all.',
  featured: false,
  category_id: 'understanding-stis',
  category_name: 'Understanding STIs',
  reading_time_minutes: 7,
  view_count: 3,
  tags: ['symptoms', 'herpes', 'testing', 'fourth-tag'],
  rank: 0.4,
  snippet: null as string | null,
  match_tier: 'exact',
  corrected_query: null as string | null,
};

function renderPage() {
  return renderWithRouter(<EducationCenterPage />, { path: '/educational-resources', wrapper: FreshQueryClient });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the Education Center' });

beforeEach(() => {
  authStates.signedIn('sam@example.com');
  mocks.rpc.mockReset();
  mocks.rpc.mockResolvedValue({ data: [serverArticle], error: null });
  Element.prototype.scrollIntoView = vi.fn();
});

describe('EducationCenterPage', () => {
  it('shows the header, the members badge and the six topic sections', () => {
    renderPage();
    expect(screen.getByText('Welcome, sam@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Members Only Access')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Education Center' })).toBeInTheDocument();
    for (const id of [
      'sexual-health-basics',
      'understanding-stis',
      'prevention-protection',
      'relationship-health',
      'when-to-get-tested',
      'myths-vs-facts',
    ]) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(within(section!).getByRole('link', { name: /View Detailed Resources/ })).toHaveAttribute('href', `/resources/${id}`);
    }
    expect(screen.getByRole('heading', { name: 'Need Professional Guidance?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Healthcare Providers' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Join Our Waitlist' })).toHaveAttribute('href', '/auth');
    const cdc = screen.getByRole('link', { name: /CDC STI Treatment Guidelines/ });
    expect(cdc).toHaveAttribute('target', '_blank');
    expect(cdc).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters locally at once and asks the server after 300 ms, with limit 10', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), '  herpes ');
    // Local groups are there immediately.
    expect(screen.getByRole('heading', { name: /Main Topics/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Detailed Guides/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Need Professional/ })).toBeInTheDocument();
    expect(document.getElementById('sexual-health-basics')).toBeNull();

    const articles = await screen.findByRole('link', { name: 'STI Symptoms, Decoded' });
    expect(articles).toHaveAttribute('href', '/resources/sti-symptom-guide');
    expect(mocks.rpc).toHaveBeenCalledTimes(1);
    expect(mocks.rpc).toHaveBeenCalledWith('search_articles', {
      search_query: 'herpes',
      category_filter: null,
      tag_filter: null,
      limit_count: 10,
      offset_count: 0,
    });
    const group = screen.getByRole('region', { name: /Articles & Resources/ });
    expect(within(group).getByText('Understanding STIs')).toBeInTheDocument();
    expect(within(group).getByText('herpes', { selector: 'span' })).toBeInTheDocument();
    expect(within(group).queryByText('fourth-tag')).toBeNull();
    expect(document.querySelectorAll('mark').length).toBeGreaterThan(0);
    for (const mark of document.querySelectorAll('mark')) expect(mark.textContent?.toLowerCase()).toBe('herpes');
  });

  it('shows "No results found" and clears back to every topic', async () => {
    mocks.rpc.mockResolvedValue({ data: [], error: null });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'qwxzv');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and view all topics' }));
    expect(searchBox()).toHaveValue('');
    expect(document.getElementById('myths-vs-facts')).not.toBeNull();
  });

  it('renders an HTML query as text', async () => {
    mocks.rpc.mockResolvedValue({ data: [], error: null });
    const user = userEvent.setup();
    renderPage();
    const query = '<img src=x onerror=alert(1)>';
    await user.type(searchBox(), query);
    expect(await screen.findByText(`Nothing matched “${query}”. Try another word, or browse every topic.`)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when only some of the words matched, in the articles group', async () => {
    mocks.rpc.mockResolvedValue({ data: [{ ...serverArticle, match_tier: 'any_word' }], error: null });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'zqxjv-nothing-matches');
    const group = await screen.findByRole('region', { name: /Articles & Resources/ });
    expect(
      await within(group).findByText('No articles match all of ‘zqxjv-nothing-matches’. Showing articles that match some of your words.'),
    ).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'STI Symptoms, Decoded' })).toBeInTheDocument();
  });

  it('says which words the typo fix searched for', async () => {
    mocks.rpc.mockResolvedValue({ data: [{ ...serverArticle, match_tier: 'corrected', corrected_query: 'chlamydia' }], error: null });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'chlamidia');
    expect(await screen.findByText('Showing results for ‘chlamydia’')).toBeInTheDocument();
    expect(screen.queryByText(/No articles match all of/)).toBeNull();
  });

  it('says nothing extra when every word matched as typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'herpes');
    await screen.findByRole('link', { name: 'STI Symptoms, Decoded' });
    expect(screen.queryByText(/No articles match all of|Showing results for/)).toBeNull();
  });

  it("shows an article's snippet with its matches in <mark>, markup as text", async () => {
    mocks.rpc.mockResolvedValue({
      data: [{ ...serverArticle, snippet: 'Sores from \uE000herpes\uE001 <script>alert(1)</script> <img src=x onerror=alert(1)> heal …' }],
      error: null,
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'herpes');
    const snippet = await screen.findByText((_, element) => element?.hasAttribute('data-snippet') ?? false);
    expect(snippet.textContent).toBe('Sores from herpes <script>alert(1)</script> <img src=x onerror=alert(1)> heal …');
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['herpes']);
    expect(document.querySelectorAll('main script, main img')).toHaveLength(0);
  });

  it('keeps the local groups and shows a quiet notice when the server search fails', async () => {
    mocks.rpc.mockResolvedValue({ data: null, error: { message: 'down' } });
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'condom');
    expect(await screen.findByText(SERVER_SEARCH_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Detailed Guides/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /condom/i }).length).toBeGreaterThan(0);
  });

  it("'View Overview' clears the search and scrolls to the topic section", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'myths');
    await user.click(screen.getByRole('button', { name: 'View Overview: Myths vs. Facts' }));
    expect(searchBox()).toHaveValue('');
    const section = document.getElementById('myths-vs-facts');
    await waitFor(() => expect(section?.scrollIntoView).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 2, name: 'Myths vs. Facts' })).toHaveFocus();
  });

  it('the clear button empties the box', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'prep');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });
});
