import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders, testUser } from '@fff/platform/testing';
import EditProfileScreen from '../../../app/routes/EditProfileScreen';

const user = testUser({
  username: 'chef_ada',
  email: 'ada@gmail.com',
  firstName: 'Ada',
  lastName: '',
  bio: '',
});
const render = (path = '/edit-profile') =>
  renderWithProviders(<EditProfileScreen />, { path, signedIn: true, locationProbe: true });

describe('Edit Profile', () => {
  it('when an email change is waiting, then the page says so after a reload', async () => {
    fakeApi({
      'GET /api/user': () => user,
      'GET /api/user/profile': () => ({ pendingEmail: 'new@gmail.com' }),
    });
    render();
    expect(await screen.findByText(/We sent a link to new@gmail.com/)).toBeInTheDocument();
  });

  it('when shown, then the fields carry the user, the back arrow leads to /settings and the bio counter is live', async () => {
    fakeApi({ 'GET /api/user': () => user });
    render();
    expect(await screen.findByLabelText('Username')).toHaveValue('chef_ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@gmail.com');
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bio'), 'Sourdough fan');
    expect(screen.getByText('13/200')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('button', { name: 'Change Picture' })).toBeEnabled();
  });

  it('when the username is emptied, then the spec message shows beside it and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/user': () => user });
    render();
    await userEvent.clear(await screen.findByLabelText('Username'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(api.called('PUT', '/api/user/profile')).toHaveLength(0);
  });

  it('when saved with a new email, then Settings Updated shows and the form says the new address waits for its link', async () => {
    let pendingEmail: string | null = null;
    const api = fakeApi({
      'GET /api/user': () => user,
      'GET /api/user/profile': () => ({ pendingEmail }),
      'PUT /api/user/profile': (call) => {
        pendingEmail = 'new@gmail.com';
        return {
          body: {
            success: true,
            message:
              'Your profile has been updated. We sent a link to new@gmail.com: open it to start using your new email.',
            user: { ...user, ...(call.body as object), email: user.email },
            pendingEmail,
          },
        };
      },
    });
    const { store } = render();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@gmail.com');
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/We sent a link to new@gmail.com/, { selector: 'p' })).toBeInTheDocument();
    expect(api.called('PUT', '/api/user/profile')[0].body).toEqual({
      username: 'chef_ada',
      email: 'new@gmail.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: '',
      currentPassword: 'Simmer&Stir42',
    });
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Settings Updated',
      variant: 'success',
    });
  });

  it('when the server refuses the username, then Update Failed shows its message', async () => {
    fakeApi({
      'GET /api/user': () => user,
      'PUT /api/user/profile': () => ({
        status: 409,
        body: { error: 'conflict', message: 'This username is already taken.' },
      }),
    });
    const { store } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Update Failed',
        description: 'This username is already taken.',
      }),
    );
  });

  it('when opened from the new address link, then the token is confirmed once and dropped from the address', async () => {
    const api = fakeApi({
      'GET /api/user': () => user,
      'POST /api/user/confirm-email': () => ({
        body: {
          success: true,
          message: 'Your email has been changed.',
          user: { ...user, email: 'new@gmail.com' },
        },
      }),
    });
    const { store } = render('/edit-profile?confirmEmail=tok123');
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe('Settings Updated'));
    expect(api.called('POST', '/api/user/confirm-email').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/edit-profile$/);
  });
});
