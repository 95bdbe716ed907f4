import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFY_TEXT } from '@fff/domain/help';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders, testUser } from '@fff/platform/testing';
import { NotifyMeCard } from '../components/NotifyMeCard';

const lastToast = (store: ReturnType<typeof renderWithProviders>['store']) =>
  selectToasts(store.getState())[0];

describe('notify-me card', () => {
  it('when a learner signs up, then the call carries the address and feature, and the card and toast say to confirm from the inbox', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const api = fakeApi({
      'GET /api/user': () => testUser({ email: 'me@gmail.com' }),
      'POST /api/newsletter/signup': async () => {
        await gate;
        return { success: true, message: 'ok' };
      },
    });
    const { store } = renderWithProviders(<NotifyMeCard feature="shop" />, { signedIn: true });
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(await screen.findByDisplayValue('me@gmail.com')).toBe(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'chef@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: NOTIFY_TEXT.button }));
    expect(screen.getByRole('button', { name: NOTIFY_TEXT.button })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox to confirm.');
    expect(api.called('POST', '/api/newsletter/signup')[0].body).toEqual({
      email: 'chef@gmail.com',
      feature: 'shop',
    });
    expect(lastToast(store)).toMatchObject({
      title: 'Check your inbox',
      description: "Open the link we sent to confirm, and you'll be notified when this feature launches.",
    });
  });

  it('when the field is empty, then the button is disabled; an invalid address toasts Invalid email and sends nothing', async () => {
    const api = fakeApi({});
    const { store } = renderWithProviders(<NotifyMeCard feature="shop" />);
    expect(screen.getByRole('button', { name: NOTIFY_TEXT.button })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'not an email');
    await userEvent.click(screen.getByRole('button', { name: NOTIFY_TEXT.button }));
    expect(lastToast(store)).toMatchObject({
      title: NOTIFY_TEXT.invalidTitle,
      description: NOTIFY_TEXT.invalidBody,
    });
    expect(api.called('POST', '/api/newsletter')).toHaveLength(0);
  });

  it('when the server fails, then Signup failed shows and the address stays for another try', async () => {
    fakeApi({
      'POST /api/newsletter/signup': () => ({
        status: 429,
        body: { error: 'too_many_requests', message: 'slow' },
      }),
    });
    const { store } = renderWithProviders(<NotifyMeCard feature="shop" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: NOTIFY_TEXT.button }));
    await screen.findByDisplayValue('chef@gmail.com');
    expect(lastToast(store)).toMatchObject({
      title: NOTIFY_TEXT.failedTitle,
      description: NOTIFY_TEXT.failedBody,
    });
    expect(screen.getByRole('button', { name: NOTIFY_TEXT.button })).toBeEnabled();
  });
});
