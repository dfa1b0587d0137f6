import type { ConsoleMessage } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from './support/fixtures';

// The server sends `/` with the landing page pre-rendered; the shell loads the marketing remote
// and hydrates that HTML (shell/src/bootstrap.tsx). Whatever the visitor did before hydration
// stays: every node is kept, nothing is replaced.

/** What React says when the server's HTML and the first render differ (production builds give only the error number). */
const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)|server rendered HTML|\[hydration\]|recoverable/i;

test.describe('the pre-rendered landing page, hydrated', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps focus, an opened answer and a selection made before hydration; React reports no mismatch', async ({ page }) => {
    const problems: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    };
    page.on('console', listen);
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(`pageerror: ${error.message}`);
    });

    // Hold the marketing remote's code until the visitor has acted: the pre-rendered page is all
    // there is, and the shell cannot hydrate yet. Slow the CPU as a phone would be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${REMOTE_ORIGINS.marketing}/**/*.js`, async (route) => {
      await held;
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // Keyboard: the second link of the page (the first is the logo's "back to top").
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() => document.activeElement!);
    const focusedText = await focused.evaluate((el) => `${el.tagName} ${el.textContent?.trim()}`);
    expect(focusedText).toBe('A How It Works');

    // An FAQ answer, opened as a native disclosure.
    const fda = page.locator('#faq details').filter({ hasText: 'Is the kit FDA approved?' });
    const details = await fda.elementHandle();
    await details!.evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await expect(fda.getByText('launch expected in Q4 2025')).toBeVisible();

    // A selection of the hero's lead (selecting does not move focus).
    const lead = await page.locator('main p').filter({ hasText: 'No waiting room' }).elementHandle();
    await lead!.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()!.toString());
    expect(selected).toContain('No waiting room');
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // The very same nodes, still in the page, in the state the visitor left them.
    expect(await heading!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await focused.evaluate((el) => el.isConnected && el === document.activeElement)).toBe(true);
    expect(await details!.evaluate((el) => el.isConnected && (el as HTMLDetailsElement).open)).toBe(true);
    expect(await lead!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await page.evaluate(() => window.getSelection()!.toString())).toBe(selected);
    await expect(page.locator('[data-app="marketing"]')).toHaveCount(1);

    // Handlers are on those nodes: the focused link scrolls to its section (an in-page handler, not the browser's jump).
    await page.keyboard.press('Enter');
    await expect(page.locator('section#how-it-works')).toBeInViewport();
    await expect(page.locator('section#how-it-works')).toBeFocused();

    expect(problems).toEqual([]);
  });

  test('ids made on the server are the ones the hydrated page uses: the menu button controls the sheet it opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const button = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    // Held as a handle: once the modal sheet is open, the header is hidden from the role tree.
    const trigger = await button.elementHandle();
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    // Radix names the sheet in the trigger's aria-controls while it is open.
    const controls = await trigger!.getAttribute('aria-controls');
    expect(controls).not.toBeNull();
    expect(await sheet.getAttribute('id')).toBe(controls);
    // Every label and description in the page points at an element that is there.
    const dangling = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')).flatMap((el) =>
        [el.getAttribute('aria-labelledby'), el.getAttribute('aria-describedby'), el.getAttribute('for')]
          .flatMap((ids) => (ids ?? '').split(/\s+/).filter(Boolean))
          .filter((id) => !document.getElementById(id))
          .map((id) => `${el.tagName}#${id}`),
      ),
    );
    expect(dangling).toEqual([]);
  });
});
