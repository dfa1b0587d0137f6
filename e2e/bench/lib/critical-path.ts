import type { Page } from '@playwright/test';

export interface TimedFile {
  url: string;
  /** Bytes on the wire (gzip), from the Resource Timing entry. */
  transferSize: number;
}

export interface CriticalPath {
  /** The hero heading came with the HTML (pre-rendered), rather than from script. */
  heroInHtml: boolean;
  /** What the hero's first paint waited for. */
  critical: TimedFile[];
  /** JS and CSS fetched before the live page was on screen (the shell's content-ready mark). */
  beforeLive: TimedFile[];
}

/** Whether the server sends the page with its hero heading already in the HTML (pre-rendered). */
export async function heroComesWithHtml(page: Page, url: string): Promise<boolean> {
  const answer = await page.request.get(url);
  return /<h1[\s>]/.test(await answer.text());
}

/**
 * The landing page's critical path, read in the page after `markHeroVisible` has set its mark.
 * A hero built by script waits for every JS and CSS file fetched before it appeared. A hero that
 * comes with the HTML waits only for the render-blocking files: the stylesheets in <head>.
 */
export async function readCriticalPath(page: Page, url: string): Promise<CriticalPath> {
  const heroInHtml = await heroComesWithHtml(page, url);
  // Runs in the page: no named helpers inside (tsx would wrap them in a __name() the page does not have).
  const files = await page.evaluate((inHtml) => {
    const hero = performance.getEntriesByName('hero-visible')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const live = performance.getEntriesByName('candor:content-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const entries = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
    const code = entries.filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || /\.(js|css)(\?|$)/.test(e.name));
    const critical = inHtml ? entries.filter((e) => e.renderBlockingStatus === 'blocking') : code.filter((e) => e.startTime <= hero);
    return {
      critical: critical.map((e) => ({ url: e.name, transferSize: e.transferSize })),
      beforeLive: code.filter((e) => e.startTime <= live).map((e) => ({ url: e.name, transferSize: e.transferSize })),
    };
  }, heroInHtml);
  return { heroInHtml, ...files };
}
