import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { fakeApi, json } from '../../../testing/fake-api';
import { remotes, resetPage } from './helpers';

beforeEach(resetPage);

describe('reset password screen', () => {
  it('when the link was used or has expired, then the page says so on opening, before any typing', async () => {
    const seen = fakeApi({
      'GET /api/auth/reset-password': () =>
        json(400, { error: 'invalid_token', message: 'This reset link is invalid or has expired.' }),
    });
    renderApp('/reset-password?token=used-one', remotes);
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(seen.filter((c) => c.path.startsWith('/api/auth/reset-password'))).toHaveLength(1);
  });

  it.each([
    ['the link works', 200, { success: true, message: 'Choose your new password.' }],
    ['the check cannot be answered (the submit will tell)', 502, { error: 'bad_gateway', message: 'Down' }],
  ])('when %s, then the new-password form shows', async (_case, status, body) => {
    fakeApi({ 'GET /api/auth/reset-password': () => json(status, body) });
    renderApp('/reset-password?token=fresh', remotes);
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "This link doesn't work" })).not.toBeInTheDocument();
  });
});
