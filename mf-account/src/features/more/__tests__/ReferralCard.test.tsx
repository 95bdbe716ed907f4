import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, json, renderWithProviders, testUser } from '@fff/platform/testing';
import { ReferralCard } from '../components/ReferralCard';

describe('ReferralCard', () => {
  it("when the learner is known, then their code shows and the invite link is copied with 'Copied!'", async () => {
    fakeApi({ 'GET /api/user': () => json(200, testUser({ referralCode: 'SAGE42XY' })) });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    expect(await screen.findByText('SAGE42XY')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth?ref=SAGE42XY`);
    expect(selectToasts(store.getState()).map((t) => t.title)).toContain('Copied!');
  });

  it('when the clipboard refuses, then the spec error toast shows', async () => {
    fakeApi({ 'GET /api/user': () => json(200, testUser({ referralCode: 'SAGE42XY' })) });
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    const toasts = selectToasts(store.getState());
    expect(toasts.map((t) => [t.title, t.description])).toContainEqual([
      'Error',
      'Failed to copy to clipboard',
    ]);
  });
});
