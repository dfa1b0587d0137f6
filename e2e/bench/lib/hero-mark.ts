import type { Page } from '@playwright/test';

/**
 * Marks `hero-visible` in the page's performance timeline when the first h1
 * appears, so resource timings can be split into before / after the hero.
 * The function runs in the page: no named helpers inside it (tsx would wrap
 * them in a __name() the page does not have).
 */
export async function markHeroVisible(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')) {
        performance.mark('hero-visible');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
