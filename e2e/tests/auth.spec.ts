import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth';
import { createVerifiedLearner, newLearner, storedToken } from '../support/learners';
import { waitForMail } from '../support/outbox';

const bottomNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('sign up', () => {
  test('bad input shows the spec messages', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    const form = await auth.fillSignUp({ consent: false });
    await auth.submitSignUp();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('You must accept the data processing terms to continue')).toBeVisible();

    await form.getByLabel('Username').fill('a'.repeat(21));
    await form.getByLabel('Email').fill('jane.doe@mailinator.com');
    await expect(auth.emailHint()).toHaveText(/Disposable email addresses are not allowed/);
    await auth.submitSignUp();
    await expect(form.getByText('Username must be 20 characters or fewer')).toBeVisible();
    await expect(form.getByText('3 to 20 characters: letters, numbers and underscores')).toBeVisible();
    await expect(
      form.getByText('Please use a real email address. Temporary or disposable emails are not allowed.'),
    ).toBeVisible();

    await form.getByLabel('Email').fill('test1@gmail.com');
    await auth.submitSignUp();
    await expect(form.getByText('Please provide a valid personal email address.')).toBeVisible();

    await form.getByLabel('Email').fill('jane.doe@gmial.com');
    await expect(auth.emailHint()).toHaveText(/Did you mean jane.doe@gmail.com\?/);
    await auth.emailHint().getByRole('button', { name: 'Use suggested email' }).click();
    await expect(form.getByLabel('Email')).toHaveValue('jane.doe@gmail.com');

    await form.getByLabel('Referral Code (optional)').pressSequentially('chef9');
    await expect(form.getByLabel('Referral Code (optional)')).toHaveValue('CHEF9');
  });

  test('an address already registered is named by the hint, then once on the field', async ({
    page,
    request,
  }) => {
    const learner = await createVerifiedLearner(request, newLearner('jane'));
    const auth = new AuthPage(page);
    await auth.open();
    const form = await auth.fillSignUp({
      username: 'someone_new',
      email: learner.email,
      password: 'secret1',
    });
    await expect(auth.emailHint()).toHaveText(/This email is already registered/);
    await auth.submitSignUp();
    await expect(form.getByText('This email is already registered')).toHaveCount(1);
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('sign up, verify from the email, sign in and land on Learn', async ({ page }) => {
    const learner = newLearner('jane');
    const auth = new AuthPage(page);
    await auth.open();
    await auth.fillSignUp(learner);
    await expect(auth.emailHint()).toHaveText(/Email format looks good!/);
    await auth.submitSignUp();
    await expect(auth.toast('Account created!')).toBeVisible();
    await expect(auth.signInForm()).toBeVisible();
    await expect(auth.signInForm().getByLabel('Email')).toHaveValue(learner.email);

    const mail = await waitForMail(learner.email, 'verify');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    // The link works once; opened again it says so and offers a new one.
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Resend verification email' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sign In' }).click();

    await auth.signIn(learner.email, learner.password);
    await expect(bottomNav(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The access token is in memory only; the session lives in the httpOnly refresh cookie.
    expect(await storedToken(page)).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === 'fff_refresh')).toBe(true);
  });
});

test.describe('sign in', () => {
  test('a wrong password says Login failed', async ({ page, request }) => {
    const learner = await createVerifiedLearner(request, newLearner('jane'));
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(learner.email, 'Not-the-password-1');
    await expect(auth.toast('Login failed')).toBeVisible();
    await expect(auth.signInForm()).toBeVisible();
  });

  test('an unverified account is offered Resend Email, prefilled', async ({ page }) => {
    const learner = newLearner('jane');
    const auth = new AuthPage(page);
    await auth.open();
    await auth.fillSignUp(learner);
    await auth.submitSignUp();
    await expect(auth.signInForm()).toBeVisible();
    await auth.signIn(learner.email, learner.password);
    await expect(auth.toast('Email verification required')).toBeVisible();
    await page.getByRole('button', { name: 'Resend Email' }).click();
    const panel = page.getByRole('form', { name: 'Resend Verification Email' });
    await expect(panel.getByLabel('Email')).toHaveValue(learner.email);
    await panel.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(auth.toast('Verification email sent')).toBeVisible();
  });

  test('forgot password: reset from the emailed link, then sign in with the new password', async ({
    page,
    request,
  }) => {
    const learner = await createVerifiedLearner(request, newLearner('jane'));
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const panel = page.getByRole('form', { name: 'Forgot Password' });
    await panel.getByLabel('Email').fill(learner.email);
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(auth.toast('Check your email')).toBeVisible();

    const mail = await waitForMail(learner.email, 'reset');
    await page.goto(mail.link);
    const newPassword = 'Fresh-Basil-77';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset!' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Sign In' }).click();

    await auth.signIn(learner.email, newPassword);
    await expect(bottomNav(page)).toBeVisible();
  });
});

test.describe('session', () => {
  test('unknown paths: signed out shows the auth screen, signed in shows Page Not Found', async ({
    page,
    request,
  }) => {
    await page.goto('/no-such-kitchen');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    const learner = await createVerifiedLearner(request, newLearner('jane'));
    const auth = new AuthPage(page);
    await auth.signIn(learner.email, learner.password);
    await expect(bottomNav(page)).toBeVisible();
    await page.goto('/no-such-kitchen');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('sign out returns to /auth and the old refresh cookie no longer works', async ({
    page,
    request,
    playwright,
  }) => {
    const learner = await createVerifiedLearner(request, newLearner('jane'));
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(learner.email, learner.password);
    await expect(bottomNav(page)).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'fff_refresh');
    expect(cookie).toBeTruthy();

    await auth.signOutFromSettings();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    const fresh = await playwright.request.newContext({ baseURL: page.url().replace(/\/auth$/, '') });
    const refresh = await fresh.post('/api/auth/refresh', {
      headers: { cookie: `fff_refresh=${cookie!.value}` },
    });
    expect(refresh.status()).toBe(401);
    await fresh.dispose();
  });
});
