import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileScreen from '../../../app/routes/ProfileScreen';
import { fakeApi, renderWithProviders, testUser, setTestToken } from '@fff/platform/testing';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

beforeEach(() => setTestToken('tok'));

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change profile picture' }));
  return screen.getByRole('dialog', { name: 'Upload Profile Picture' });
}

describe('upload profile picture', () => {
  it('when an image uploads, then the multipart field is profilePicture, the user refreshes and the dialog closes', async () => {
    let user = testUser();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { calls: requests } = fakeApi({
      'GET /api/user': () => ({ body: user }),
      'GET /api/activities/recent': () => ({ body: [] }),
      'POST /api/user/profile-picture': async (req) => {
        // jsdom's File cannot be streamed back out of a Request here, so the form is checked at append.
        expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        await gate;
        user = testUser({ avatarUrl: '/api/avatars/new.png' });
        return { body: { success: true, avatarUrl: user.avatarUrl } };
      },
    });
    const append = jest.spyOn(FormData.prototype, 'append');
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    const dialog = await openDialog();
    expect(within(dialog).getByText('PNG, JPG, GIF up to 5MB')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Choose an image'), png());
    expect(await within(dialog).findByText('Uploading...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('profile-avatar')).toHaveAttribute('src', '/api/avatars/new.png');
    expect(requests.filter((r) => r.url.endsWith('/api/user'))).toHaveLength(2);
    expect(append).toHaveBeenCalledWith('profilePicture', expect.objectContaining({ name: 'me.png' }));
    append.mockRestore();
  });

  it('when the server refuses, then Upload Failed shows with its message', async () => {
    fakeApi({
      'GET /api/user': () => ({ body: testUser() }),
      'GET /api/activities/recent': () => ({ body: [] }),
      'POST /api/user/profile-picture': () => ({
        status: 413,
        body: { error: 'too_large', message: 'Please select an image smaller than 5MB' },
      }),
    });
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Choose an image'), png());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Upload Failed');
    expect(alert).toHaveTextContent('Please select an image smaller than 5MB');
  });

  it('when a non-image is chosen, then nothing is sent and the image-only message shows', async () => {
    const { calls: requests } = fakeApi({
      'GET /api/user': () => ({ body: testUser() }),
      'GET /api/activities/recent': () => ({ body: [] }),
    });
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('Choose an image');
    await userEvent.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select an image file');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when a picture over 5MB is chosen, then nothing is sent and the size message shows', async () => {
    const { calls: requests } = fakeApi({
      'GET /api/user': () => ({ body: testUser() }),
      'GET /api/activities/recent': () => ({ body: [] }),
    });
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('Choose an image');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please select an image smaller than 5MB',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
