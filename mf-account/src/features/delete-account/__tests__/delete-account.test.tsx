import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSignedIn, selectToasts } from '@fff/platform';
import { fakeApi, getToken, setTestToken } from '@fff/platform/testing';
import { installMatchMedia } from '../../../test-support/match-media';
import { renderAtSettings } from '../../../test-support/render-settings';

beforeEach(() => {
  localStorage.clear();
  setTestToken(null);
  installMatchMedia(false);
});
afterEach(() => jest.useRealTimers());

describe('Delete Account from the Danger Zone', () => {
  it('when the phrase is not exact or the password is empty, then Delete My Account stays disabled', async () => {
    fakeApi({});
    renderAtSettings({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    const input = screen.getByLabelText('Type DELETE MY ACCOUNT to confirm');
    await userEvent.type(input, 'delete my account');
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE MY ACCOUNT');
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Current Password'));
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toBeDisabled();
  });

  it('when deleted, then token and user go at once, Account Deleted shows, and /auth follows 2 seconds later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    localStorage.setItem('user', '{"id":"u1"}');
    const api = fakeApi({
      'POST /api/user/delete-account': () => ({ body: { success: true, message: 'Deleted' } }),
    });
    const { store } = renderAtSettings({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(
      await screen.findByText('Your account has been deleted. Taking you to the sign-in page...'),
    ).toBeInTheDocument();
    expect(api.called('POST', '/api/user/delete-account')[0].body).toEqual({
      confirmation: 'DELETE MY ACCOUNT',
      currentPassword: 'Simmer&Stir42',
    });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(selectToasts(store.getState())[0].title).toBe('Account Deleted');
    await act(() => jest.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('heading', { name: 'Sign in page' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(selectSignedIn(store.getState())).toBe(false);
  });

  it('when the password is wrong, then Deletion Failed says so and the learner stays signed in', async () => {
    fakeApi({
      'POST /api/user/delete-account': () => ({
        status: 403,
        body: { error: 'wrong_password', message: 'Your current password is incorrect.' },
      }),
    });
    const { store } = renderAtSettings({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await screen.findByRole('button', { name: 'Delete My Account' });
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Deletion Failed',
      description: 'Your current password is incorrect.',
    });
    expect(getToken()).toBe('test-token');
  });
});
