import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { devOrigin, remoteNames, type RemoteName } from '@app/shared/contracts';

/** Where each remote answers in the suite (http://localhost:3001 for marketing, …), from the remotes contract. */
export const REMOTE_ORIGINS = Object.fromEntries(remoteNames.map((name) => [name, devOrigin(name)])) as Readonly<
  Record<RemoteName, string>
>;

/** Every test fails on an uncaught page error, like the federation plugin's own suite. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe: no serious or critical violations. */
export async function expectNoSeriousA11yIssues(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** The two forms of /auth, by their tab, and the button each is sent with. */
const AUTH_FORM_BUTTONS = { 'Sign In': 'Sign In', 'Sign Up': 'Create Account' } as const;
export type AuthForm = keyof typeof AUTH_FORM_BUTTONS;

/**
 * Fills the Email and Password of one /auth form (the tab panel, which must be showing) and
 * presses its button: Sign In, or Create Account on Sign Up. Resolves to the form, for what it says next.
 */
export async function submitAuthForm(page: Page, name: AuthForm, email: string, password: string): Promise<Locator> {
  const form = page.getByRole('tabpanel', { name });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: AUTH_FORM_BUTTONS[name] }).click();
  return form;
}

/** What a press on a button had to go on: read from the page when the press seemed to do nothing. */
async function pressDiagnostics(page: Page, button: Locator, fields: Record<string, Locator>, alerts: Locator) {
  const values = Object.fromEntries(
    await Promise.all(
      Object.entries(fields).map(async ([name, field]) => {
        const value = await field.inputValue({ timeout: 1000 }).catch((e: Error) => `(${e.message})`);
        return [name, name === 'password' ? `${value.length} characters` : value];
      }),
    ),
  );
  const onButton = await button
    .evaluate(
      (el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          label: el.textContent,
          disabled: (el as HTMLButtonElement).disabled,
          attached: el.isConnected,
          coveredBy: top && top !== el && !el.contains(top) ? top.outerHTML.slice(0, 200) : null,
          // A hold of public/early-clicks.js still in place swallows every press on a button.
          earlyClicksHolding: (window as { candorEarlyClicks?: unknown }).candorEarlyClicks !== undefined,
          committed: document.documentElement.dataset.hydrated ?? null,
        };
      },
      undefined,
      { timeout: 1000 },
    )
    .catch((e: Error) => ({ error: e.message }));
  return JSON.stringify({ url: page.url(), ...onButton, values, alerts: await alerts.allTextContents() });
}

/**
 * Signs in through the /auth screen with one press and waits for the landing page. A press that
 * does nothing fails here, loudly, with what the page showed (issue 18: no press is pressed twice).
 */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  const emailField = form.getByLabel('Email');
  const passwordField = form.getByLabel('Password');
  const submit = form.getByRole('button', { name: /^Sign(ing)? In/ });
  await emailField.fill(email);
  await passwordField.fill(password);
  await submit.click();
  try {
    await expect(page).toHaveURL('http://localhost:3000/', { timeout: 15_000 });
  } catch (error) {
    const shown = await pressDiagnostics(page, submit, { email: emailField, password: passwordField }, form.getByRole('alert'));
    throw new Error(`signInThroughUi: one press on Sign In did not lead home (${shown})`, { cause: error });
  }
}
