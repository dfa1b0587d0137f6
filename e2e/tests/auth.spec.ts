import { expect, expectNoSeriousA11yIssues, submitAuthForm, test } from './support/fixtures';
import { confirmationLinkFor, createMember, PASSWORD, serviceSelect, uniqueEmail } from './support/stack';

test.describe('/auth', () => {
  test('sign-up, confirmation mail, sign-out and sign-in again', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await submitAuthForm(page, 'Sign Up', email, PASSWORD);
    await expect(page.getByText('Check your email for a confirmation link!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('http://localhost:3000/auth');

    // The account exists but is unconfirmed: signing in is refused by the provider.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await submitAuthForm(page, 'Sign In', email, PASSWORD);
    await expect(signIn.getByRole('alert')).toHaveText('Email not confirmed');

    // The mailed link confirms the address and signs the person in on the site root.
    const link = await confirmationLinkFor(email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/');
    await page.goto(link);
    // supabase-js reads the session from the fragment, then empties it.
    await expect(page).toHaveURL(/^http:\/\/localhost:3000\/#?$/);
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    await page.goto('/auth');
    await submitAuthForm(page, 'Sign In', email, PASSWORD);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('http://localhost:3000/');
    await expect(page.getByText(email)).toBeVisible();

    // The tracker sends in batches (about a second after the event, or when the page is hidden).
    const events = () =>
      serviceSelect<{ event_type: string; metadata: { email?: string } | null }>(
        'analytics_events',
        'select=event_type,metadata&event_type=in.(user_signup,user_signin)&order=id.asc',
      );
    await expect.poll(async () => (await events()).some((e) => e.event_type === 'user_signup' && e.metadata?.email === email)).toBe(true);
    await expect.poll(async () => (await events()).some((e) => e.event_type === 'user_signin')).toBe(true);
  });

  test('every validation message of the spec, first failing one shown', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    const cases: [string, string, string][] = [
      ['   ', 'secret1', 'Email is required'],
      [`${'a'.repeat(250)}@example.com`, 'secret1', 'Email must be less than 255 characters'],
      ['someone@localhost', 'secret1', 'Please enter a valid email address'],
      ['a@b@example.com', 'secret1', 'Please enter a valid email address'],
      ['person@example.com', '12345', 'Password must be at least 6 characters'],
      ['person@example.com', 'x'.repeat(129), 'Password must be less than 128 characters'],
      ['person@example.com', ' secret1', 'Password cannot start or end with whitespace'],
    ];
    for (const [email, password, message] of cases) {
      await submitAuthForm(page, 'Sign In', email, password);
      await expect(form.getByRole('alert')).toHaveText(message);
    }
  });

  test('provider errors are explained', async ({ page }) => {
    const member = await createMember();
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await submitAuthForm(page, 'Sign In', member.email, 'wrong-password-1');
    await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await submitAuthForm(page, 'Sign Up', member.email, PASSWORD);
    await expect(signUp.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');

    // A second sign-up for an unconfirmed address inside the resend window.
    const pending = uniqueEmail('pending');
    for (let i = 0; i < 2; i += 1) {
      await submitAuthForm(page, 'Sign Up', pending, PASSWORD);
      if (i === 0) await expect(page.getByText('Check your email for a confirmation link!', { exact: true })).toBeVisible();
    }
    await expect(signUp.getByRole('alert')).toHaveText(
      'Please wait a moment before requesting another confirmation email. Check your inbox for the previous email.',
    );

    // The auth server unreachable: an unexpected failure, said plainly.
    await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await submitAuthForm(page, 'Sign In', member.email, member.password);
    await expect(signIn.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again.');
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('the future of health diagnostics')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectNoSeriousA11yIssues(page);
  });
});
