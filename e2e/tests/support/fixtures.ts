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

/** Signs in through the /auth screen and waits for the landing page. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  const emailField = form.getByLabel('Email');
  const passwordField = form.getByLabel('Password');
  const submit = form.getByRole('button', { name: 'Sign In' });
  await emailField.fill(email);
  await passwordField.fill(password);
  await submit.click();
  // Under heavy CPU load (two busy processes beside the suite), about one run in fifteen of this
  // helper saw its press produce nothing: no request, no busy state, no message; a second press
  // did not help either. Never reproduced alone, nor on an 8x throttled CPU. So the helper says
  // what the page showed at that moment (for the next person), and then does what a person
  // would: fills in whatever the form lost, and presses again.
  const reacted = await expect(page)
    .toHaveURL('http://localhost:3000/', { timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  if (reacted) return;
  if ((await submit.textContent()) === 'Sign In') {
    const shown = {
      url: page.url(),
      email: await emailField.inputValue(),
      passwordLength: (await passwordField.inputValue()).length,
      alerts: await form.getByRole('alert').allTextContents(),
    };
    console.warn(`signInThroughUi: the Sign In press had no effect after 3 s (${JSON.stringify(shown)}); pressing again`);
    if (shown.email !== email) await emailField.fill(email);
    if (shown.passwordLength !== password.length) await passwordField.fill(password);
    await submit.click();
  }
  await expect(page).toHaveURL('http://localhost:3000/');
}
