import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInPausedMessage } from '@fff/domain/account';
import { STORAGE_KEYS } from '@fff/platform';
import { getToken } from '@fff/platform/testing';
import { renderApp } from '../../../testing/render-app';
import { fakeApi, json, testUser } from '../../../testing/fake-api';
import { fullNavigation } from '../lib/full-navigation';
import { remotes, resetPage } from './helpers';

let navigatedTo: string[] = [];
beforeEach(() => {
  resetPage();
  navigatedTo = [];
  // jsdom cannot load a new page; record where the full navigation would go.
  jest.spyOn(fullNavigation, 'to').mockImplementation((path) => {
    navigatedTo.push(path);
  });
});

async function signIn(email: string, password: string) {
  renderApp('/auth', remotes);
  const form = await screen.findByRole('form', { name: 'Sign In' });
  await userEvent.type(within(form).getByLabelText('Email'), email);
  await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
  return form;
}

describe('sign in form', () => {
  it('when the fields are invalid, then the spec messages show and nothing is sent', async () => {
    const seen = fakeApi();
    const form = await signIn('jane', '123');
    expect(within(form).getByText('⚠ Please enter a valid email')).toBeInTheDocument();
    expect(within(form).getByText('⚠ Password must be at least 6 characters')).toBeInTheDocument();
    expect(seen.filter((c) => c.path === '/api/auth/login')).toHaveLength(0);
  });

  it('when login succeeds, then the token is kept in memory (not storage), the user stored, and the page goes to / with a full navigation', async () => {
    const seen = fakeApi({ 'POST /api/auth/login': () => json(200, { token: 'jwt-1', user: testUser }) });
    await signIn('jane.doe@gmail.com', 'secret1');
    await screen.findByRole('form', { name: 'Sign In' });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'jane.doe@gmail.com',
      password: 'secret1',
    });
    expect(getToken()).toBe('jwt-1');
    expect(Object.values({ ...localStorage })).not.toContain('jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').username).toBe('cook_jane');
    expect(navigatedTo).toEqual(['/']);
  });

  it('when login is pending, then the button reads "Signing In..."', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    fakeApi({
      'POST /api/auth/login': async () => {
        await answered;
        return json(401, {});
      },
    });
    await signIn('jane.doe@gmail.com', 'secret1');
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('when the password is wrong, then "Login failed" shows the server message', async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        json(401, { error: 'unauthorized', message: 'Invalid email or password.' }),
    });
    await signIn('jane.doe@gmail.com', 'wrong-1');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('when the server gives no message, then the fallback text shows', async () => {
    fakeApi({ 'POST /api/auth/login': () => json(500, '') });
    await signIn('jane.doe@gmail.com', 'secret1');
    expect(await screen.findByText('Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('when the email is not verified, then Resend Email opens the resend panel prefilled and sends', async () => {
    const seen = fakeApi({
      'POST /api/auth/login': () =>
        json(403, { error: 'forbidden', message: 'Please verify your email before signing in.' }),
      'POST /api/auth/resend-verification': () => json(200, { success: true, message: 'sent' }),
    });
    await signIn('jane.doe@gmail.com', 'secret1');
    expect(await screen.findByText('Email verification required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    const panel = await screen.findByRole('form', { name: 'Resend Verification Email' });
    expect(within(panel).getByLabelText('Email')).toHaveValue('jane.doe@gmail.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/auth/resend-verification')?.body).toEqual({
      email: 'jane.doe@gmail.com',
    });
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when Back to Sign In is pressed in a panel, then the sign-in form returns', async () => {
    fakeApi();
    renderApp('/auth', remotes);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when forgot password is sent with a bad email, then it says "Please enter a valid email"; a failure says "Please try again."', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => json(500, '') });
    renderApp('/auth', remotes);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const panel = screen.getByRole('form', { name: 'Forgot Password' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(panel).getByText('⚠ Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
  });

  it('when a verification notice is stored, then the destructive toast shows it once', async () => {
    fakeApi();
    localStorage.setItem(
      STORAGE_KEYS.authError,
      'Please verify your email before accessing the app. Check your inbox for the verification link.',
    );
    renderApp('/auth', remotes);
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authError)).toBeNull();
  });

  it('when the address carries a token, then it is stored and the address becomes /', async () => {
    fakeApi();
    const { router } = renderApp('/auth?token=from-link', remotes);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(router.pathname).toBe('/');
    expect(getToken()).toBe('from-link');
  });

  it('when the server says how many attempts are left, then the form warns and points to a password reset', async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        json(401, { error: 'invalid_credentials', message: 'Invalid email or password.', attemptsLeft: 2 }),
    });
    const form = await signIn('jane.doe@gmail.com', 'wrong-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '2 attempts left before sign-in is paused. Forgot your password? Reset it instead.',
    );
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('when sign-in is paused (429), then the form shows the server message in place, beside Forgot Password', async () => {
    const paused = signInPausedMessage(5 * 60_000);
    fakeApi({
      'POST /api/auth/login': () => json(429, { error: 'account_locked', message: paused }),
    });
    const form = await signIn('jane.doe@gmail.com', 'secret1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(paused);
    expect(within(form).getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });
});
