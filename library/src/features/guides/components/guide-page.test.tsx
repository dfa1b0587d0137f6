import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideSlug } from '../../../lib/content-types';
import { GuidePage } from './guide-page';
import { Route } from '@app/shared';
import { createFakeSupabase, currentLocation, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import { FreshQueryClient } from '../../../testing/fresh-query-client';

vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

const mocks = installFakeSupabase(createFakeSupabase());

function renderGuide(slug: GuideSlug) {
  return renderWithRouter(null, {
    path: `/resources/${slug}`,
    wrapper: FreshQueryClient,
    strict: true,
    routes: (
      <>
        <Route path="/resources/:slug" element={<GuidePage slug={slug} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </>
    ),
  });
}

beforeEach(() => {
  mocks.rpc.mockReset();
  mocks.rpc.mockResolvedValue({ data: 1, error: null });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GuidePage', () => {
  it('renders the guide in the article layout', async () => {
    renderGuide('understanding-test-results');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title.textContent} | Candor`);
    expect(screen.getByRole('link', { name: 'Back to Understanding STIs' })).toHaveAttribute('href', '/resources/understanding-stis');
    expect(screen.getByText('Reviewed by certified healthcare professionals')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('id', 'understanding-test-results');
    expect(article).toHaveAttribute('data-category', 'when-to-get-tested');
    const related = screen.getByRole('region', { name: 'Related Resources' });
    expect(within(related).getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Get Your Kit Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore More Resources' })).toHaveAttribute('href', '/educational-resources');
  });

  it('counts one view per mount, even under StrictMode', async () => {
    renderGuide('prep-guide');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(mocks.rpc).toHaveBeenCalledTimes(1));
    expect(mocks.rpc).toHaveBeenCalledWith('increment_article_view', { article_slug: 'prep-guide' });
  });

  it('counts the view once the guide has been painted, not in the commit that shows it', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderGuide('prep-guide');
    await screen.findByRole('heading', { level: 1 });
    await act(async () => undefined);
    expect(mocks.rpc).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await vi.waitFor(() => expect(mocks.rpc).toHaveBeenCalledTimes(1));
    expect(mocks.rpc).toHaveBeenCalledWith('increment_article_view', { article_slug: 'prep-guide' });
    raf.mockRestore();
  });

  it('only logs a failed view count', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.rpc.mockResolvedValue({ data: null, error: { message: 'nope' } });
    renderGuide('prep-guide');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not count the article view:', 'nope'));
    warn.mockRestore();
  });

  it('uses the front matter call to action and the extra back button', async () => {
    const user = userEvent.setup();
    const { unmount } = renderGuide('testing-schedule-best-practices');
    expect(await screen.findByRole('link', { name: '← Back to Testing Guidelines' })).toHaveAttribute(
      'href',
      '/resources/when-to-get-tested',
    );
    unmount();
    renderGuide('prep-guide');
    const cta = await screen.findByRole('button', { name: 'Explore More Prevention Methods' });
    await user.click(cta);
    expect(currentLocation()).toBe('/resources/prevention-protection');
  });

  it('a home-section call to action goes home and scrolls once the section exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGuide('sexual-anatomy-101');
    await user.click(await screen.findByRole('button', { name: 'Get Your Kit Today' }));
    expect(currentLocation()).toBe('/#pricing');
    const pricing = document.createElement('section');
    pricing.id = 'pricing';
    pricing.scrollIntoView = vi.fn();
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(pricing.scrollIntoView).not.toHaveBeenCalled();
    document.body.append(pricing);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(pricing.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    pricing.remove();
  });

  it('routes internal links in the body client-side and keeps external ones in a new tab', async () => {
    const user = userEvent.setup();
    renderGuide('prep-guide');
    await screen.findByRole('heading', { level: 1 });
    const article = screen.getByRole('article');
    const internal = within(article)
      .getAllByRole('link')
      .find((a) => a.hasAttribute('data-internal-link'))!;
    const href = internal.getAttribute('href')!;
    await user.click(internal);
    expect(currentLocation()).toBe(href);
  });

  it('lists the front matter external links safely', async () => {
    renderGuide('prep-guide');
    const link = await screen.findByRole('link', { name: /HIV\.gov/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
