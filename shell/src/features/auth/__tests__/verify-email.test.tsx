import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { fakeApi, json } from '../../../testing/fake-api';
import { remotes, resetPage } from './helpers';

beforeEach(resetPage);

describe('verify email screen', () => {
  it('when no token is given, then it says "No verification token provided" with Back to Sign In', async () => {
    const seen = fakeApi();
    renderApp('/verify-email', remotes);
    expect(await screen.findByText('No verification token provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    expect(seen.filter((c) => c.path.startsWith('/api/auth/verify-email'))).toHaveLength(0);
  });

  it('when the server verifies the token, then loading gives way to success with Go to Sign In', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    const seen = fakeApi({
      'GET /api/auth/verify-email': async () => {
        await answered;
        return json(200, { success: true, message: 'Your email has been verified.' });
      },
    });
    renderApp('/verify-email?token=abc123', remotes);
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
    expect(seen.find((c) => c.path === '/api/auth/verify-email')?.search).toBe('?token=abc123');
  });

  it('when the server refuses the token, then its error shows', async () => {
    fakeApi({
      'GET /api/auth/verify-email': () =>
        json(400, { success: false, error: 'This verification link is invalid or has expired.' }),
    });
    renderApp('/verify-email?token=old', remotes);
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
  });

  it('when a used or expired link is refused, then a new link can be sent from the same page', async () => {
    const seen = fakeApi({
      'GET /api/auth/verify-email': () =>
        json(400, { success: false, error: 'This verification link is invalid or has expired.' }),
      'POST /api/auth/resend-verification': () => json(200, { success: true, message: 'sent' }),
    });
    renderApp('/verify-email?token=used', remotes);
    const form = await screen.findByRole('form', { name: 'Resend verification email' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send a new verification link' }));
    expect(within(form).getByText('⚠ Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/auth/resend-verification')?.body).toEqual({
      email: 'jane.doe@gmail.com',
    });
  });

  it('when the server fails without an error text, then it says "Verification failed"', async () => {
    fakeApi({ 'GET /api/auth/verify-email': () => json(500, '') });
    renderApp('/verify-email?token=x', remotes);
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  });

  it('when the network fails, then it says "An error occurred during verification"', async () => {
    fakeApi({
      'GET /api/auth/verify-email': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/verify-email?token=x', remotes);
    expect(await screen.findByText('An error occurred during verification')).toBeInTheDocument();
  });
});
