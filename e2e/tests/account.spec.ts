import { expect, expectNoSeriousA11yIssues, signInThroughUi, submitAuthForm, test } from './support/fixtures';
import { createMember, mailsTo, PASSWORD, uniqueEmail, verifyLinkIn, waitForMail } from './support/stack';

// docs/product.md#account: the account e-mails through the local inbox, as a person receives them.

const NEUTRAL = 'If an account exists for this address, we have sent it a link to set a new password. Check your inbox.';
const NEW_PASSWORD = 'fresh-horse-77';

test.describe('password reset', () => {
  test('forgot password, the mailed link, a new password, and signing in with it', async ({ page }) => {
    const member = await createMember();
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(signIn.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(signIn.getByLabel('Email')).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    // An address without an account gets the same answer, and no mail.
    const nobody = uniqueEmail('nobody');
    await signIn.getByLabel('Email').fill(nobody);
    await signIn.getByRole('button', { name: 'Send reset link' }).click();
    await expect(signIn.getByRole('status')).toHaveText(NEUTRAL);

    await signIn.getByLabel('Email').fill(member.email);
    await signIn.getByRole('button', { name: 'Send reset link' }).click();
    await expect(signIn.getByRole('status')).toHaveText(NEUTRAL);
    const mail = await waitForMail(member.email, 'Reset Your Password');
    const link = verifyLinkIn(mail.text);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/auth/reset');
    expect(await mailsTo(nobody)).toEqual([]);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText(`For ${member.email}`)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('fresh-horse-78');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Show passwords').check();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password was updated. You are signed in.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('http://localhost:3000/');
    await expect(page.getByText(member.email).first()).toBeVisible();

    // The old password no longer works; the new one does.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/auth');
    await submitAuthForm(page, 'Sign In', member.email, member.password);
    await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await signInThroughUi(page, member.email, NEW_PASSWORD);
  });

  test('an expired or used link says so and sends a new one', async ({ page }) => {
    const member = await createMember();
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
    await signIn.getByLabel('Email').fill(member.email);
    await signIn.getByRole('button', { name: 'Send reset link' }).click();
    await expect(signIn.getByRole('status')).toHaveText(NEUTRAL);
    const first = await waitForMail(member.email, 'Reset Your Password');
    const link = verifyLinkIn(first.text);
    // Someone (or a mail scanner) used the link already.
    const used = await fetch(link, { redirect: 'manual' });
    expect(used.status).toBe(303);

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This password reset link has expired or was already used. Request a new one below.');
    await expect(page.getByText('Email link is invalid or has expired')).toHaveCount(0);
    await expect(page).toHaveURL('http://localhost:3000/auth/reset');
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // Inside the provider's wait between mails the answer is still the neutral one.
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toHaveText(NEUTRAL);
    // No new error: the only alert is still the one about the link.
    await expect(page.getByRole('alert')).toHaveText('This password reset link has expired or was already used. Request a new one below.');
  });
});

test.describe('resend confirmation', () => {
  test('the wait between mails counts down on the button, then a second mail goes out', async ({ page }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('resend');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await submitAuthForm(page, 'Sign Up', email, PASSWORD);
    await expect(signUp.getByText(`We sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();
    const resend = signUp.getByRole('button', { name: /^Resend confirmation e-mail/ });
    await expect(resend).toHaveText(/^Resend confirmation e-mail \((\d+) s\)$/);
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    const before = Number(/\((\d+) s\)/.exec((await resend.textContent()) ?? '')?.[1]);
    await expect.poll(async () => Number(/\((\d+) s\)/.exec((await resend.textContent()) ?? '')?.[1] ?? 0)).toBeLessThan(before);
    await resend.click();
    await expect(signUp.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // Signing in unconfirmed: the provider's message stays, the same offer appears, and the
    // provider's refusal inside the wait becomes the countdown it names.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await submitAuthForm(page, 'Sign In', email, PASSWORD);
    await expect(signIn.getByRole('alert')).toHaveText('Email not confirmed');
    const again = signIn.getByRole('button', { name: /^Resend confirmation e-mail/ });
    await again.click();
    await expect(again).toHaveText(/^Resend confirmation e-mail \(\d+ s\)$/);
    await expect(signIn.getByRole('alert')).toHaveText('Email not confirmed');
    // However slow this machine is, no two mails to one address are less than the 60 s apart.
    const spacing = (mails: { Created: string }[]) => {
      const times = mails.map((m) => Date.parse(m.Created)).sort((a, b) => a - b);
      return times.slice(1).map((t, i) => t - times[i]!);
    };
    expect(Math.min(...spacing(await mailsTo(email)), Infinity)).toBeGreaterThanOrEqual(59_000);

    await expect(again).toHaveText('Resend confirmation e-mail', { timeout: 70_000 });
    await again.click();
    await expect(signIn.getByRole('status')).toHaveText(`We sent a new confirmation link to ${email}.`);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...spacing(await mailsTo(email)), Infinity)).toBeGreaterThanOrEqual(59_000);
  });
});

test.describe('/account', () => {
  test('is for members only, reached from the member menu, and accessible', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('http://localhost:3000/auth');
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    await page.getByRole('banner').getByRole('button', { name: member.email }).first().click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL('http://localhost:3000/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('change password: a wrong current password is refused, then the change works', async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await expectNoSeriousA11yIssues(page);
    // Still signed in after the refused attempt.
    await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();

    await section.getByLabel('Current password').fill(member.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText('Your password was changed. You were signed out on your other devices.');
    await expect(section.getByLabel('Current password')).toHaveValue('');

    await page.evaluate(() => window.localStorage.clear());
    await signInThroughUi(page, member.email, NEW_PASSWORD);
  });

  test('change e-mail: links to the new and the old address, both followed, and the new address signs in', async ({ page }) => {
    const member = await createMember();
    const next = uniqueEmail('moved');
    await signInThroughUi(page, member.email, member.password);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Change e-mail' });
    await section.getByLabel('New e-mail address').fill(member.email);
    await section.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(section.getByRole('alert')).toHaveText('This is already your e-mail address.');
    await section.getByLabel('New e-mail address').fill(next);
    await section.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `We sent a confirmation link to ${next} and another to ${member.email}. Follow both links to finish the change. Until then, keep signing in with ${member.email}.`,
    );
    await expect(section.getByRole('button', { name: /^Change e-mail \(\d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yIssues(page);

    const toNew = verifyLinkIn((await waitForMail(next, 'Confirm Email Change')).text);
    const toOld = verifyLinkIn((await waitForMail(member.email, 'Confirm Email Change')).text);
    expect(new URL(toNew).searchParams.get('redirect_to')).toBe('http://localhost:3000/account');

    await page.goto(toOld);
    await expect(page.getByRole('status').filter({ hasText: 'One address is confirmed.' })).toHaveText(
      'One address is confirmed. Follow the link we sent to the other address to finish changing your e-mail.',
    );
    await page.goto(toNew);
    await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();

    // A link followed twice says so.
    await page.goto(toNew);
    await expect(page.getByRole('alert')).toHaveText(
      'This e-mail change link has expired or was already used. Ask for the change again to get new links.',
    );

    await page.evaluate(() => window.localStorage.clear());
    await signInThroughUi(page, next, member.password);
  });
});
