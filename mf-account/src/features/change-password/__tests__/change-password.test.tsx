import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import ChangePasswordScreen from '../../../app/routes/ChangePasswordScreen';

const render = () => renderWithProviders(<ChangePasswordScreen />, { signedIn: true });

describe('Change Password', () => {
  it('when the new password is typed, then the checklist updates live and Update Password enables only when all are met', async () => {
    fakeApi({});
    render();
    const button = screen.getByRole('button', { name: 'Update Password' });
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'simmer');
    expect(within(list).getByText('One lowercase letter').closest('li')).toHaveTextContent('(met)');
    expect(within(list).getByText('One uppercase letter').closest('li')).toHaveTextContent('(not met)');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'Stir4!');
    expect(within(list).getAllByText('(met)')).toHaveLength(5);
    expect(button).toBeEnabled();
  });

  it('when the confirmation differs, then the spec message shows and nothing is sent', async () => {
    const api = fakeApi({});
    render();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Old-Pass1');
    await userEvent.type(screen.getByLabelText('New Password'), 'Sharper-Knife7');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Sharper-Knife8');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New password and confirmation must match');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'New password and confirmation must match',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('when the current password is left empty, then its own field says so and takes the focus', async () => {
    const api = fakeApi({});
    render();
    await userEvent.type(screen.getByLabelText('New Password'), 'Sharper-Knife7');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Sharper-Knife7');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAccessibleDescription('Please enter your current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('Confirm New Password')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('when the server refuses the current password, then Password Change Failed shows its message', async () => {
    fakeApi({
      'POST /api/user/change-password': () => ({
        status: 400,
        body: { error: 'wrong_password', message: 'Your current password is incorrect.' },
      }),
    });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Wrong-Pass1');
    await userEvent.type(screen.getByLabelText('New Password'), 'Sharper-Knife7');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Sharper-Knife7');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Password Change Failed',
        description: 'Your current password is incorrect.',
      }),
    );
  });

  it('when it succeeds, then the form clears and the learner is told other devices were signed out', async () => {
    const api = fakeApi({
      'POST /api/user/change-password': () => ({
        body: { success: true, message: 'Your password has been updated.' },
      }),
    });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Old-Pass1');
    await userEvent.type(screen.getByLabelText('New Password'), 'Sharper-Knife7');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Sharper-Knife7');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(api.called('POST', '/api/user/change-password')[0].body).toEqual({
      currentPassword: 'Old-Pass1',
      newPassword: 'Sharper-Knife7',
      confirmPassword: 'Sharper-Knife7',
    });
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Password Updated',
      description: 'Your password has been updated. Other devices have been signed out.',
    });
  });
});
