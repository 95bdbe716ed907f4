import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, json, renderWithProviders, testUser } from '@fff/platform/testing';
import { ChatConversation } from '../components/ChatConversation';
import { ChatDialog } from '../components/ChatDialog';

const ME = testUser();
const BO = { id: 'b'.repeat(24), username: 'bo', avatarUrl: null };
const msg = (id: string, senderId: string, message: string, at: string) => ({
  id: id.padStart(24, '0'),
  senderId,
  receiverId: senderId === ME.id ? BO.id : ME.id,
  message,
  createdAt: `2026-01-05T${at}:00.000Z`,
});

function backend(
  history: unknown[],
  send: () => Response | Promise<Response> = () => json(201, msg('9', ME.id, 'x', '10:00')),
) {
  return fakeApi({
    'GET /api/user': () => json(200, ME),
    [`GET /api/chat/${BO.id}`]: () => json(200, history),
    'GET /api/chat/unread': () => json(200, { total: 0, byFriend: {} }),
    'POST /api/chat': send,
  });
}

/**
 * As Chromium does: a focused control that becomes disabled loses focus to the page (jsdom keeps it,
 * and refuses blur() on a disabled control, so focus passes through an element that then leaves).
 */
function blurWhenDisabled(control: HTMLElement) {
  new MutationObserver(() => {
    if (!control.hasAttribute('disabled') || document.activeElement !== control) return;
    const passing = document.body.appendChild(document.createElement('button'));
    passing.focus();
    passing.remove();
  }).observe(control, { attributes: true, attributeFilter: ['disabled'] });
}

describe('ChatDialog', () => {
  it('when there are no messages, then it says so and invites to start', async () => {
    backend([]);
    renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Start the conversation!')).toBeInTheDocument();
  });

  it('when messages load, then they read oldest first with own and friend messages told apart, each with a time', async () => {
    // The server answers newest first.
    backend([msg('2', BO.id, 'Hello back', '09:05'), msg('1', ME.id, 'Hi bo', '09:00')]);
    renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    const log = await screen.findByRole('log', { name: 'Messages with bo' });
    const items = within(log)
      .getAllByRole('listitem')
      .filter((li) => li.textContent);
    expect(items.map((li) => li.textContent?.replace(/\d\d:\d\d.*$/, ''))).toEqual([
      'You: Hi bo',
      'bo: Hello back',
    ]);
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2026-01-05T09:00:00.000Z');
  });

  it('when Enter is pressed, then the message is sent and the input cleared; Shift+Enter only adds a line', async () => {
    // The answer takes a moment, as over a network, so the box is disabled while it is on its way.
    const api = backend([], async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json(201, msg('9', ME.id, 'x', '10:00'));
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    const input = await screen.findByRole('textbox', { name: 'Message to bo' });
    blurWhenDisabled(input);
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(api.called('POST', '/api/chat')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.called('POST', '/api/chat')).toHaveLength(1));
    expect(api.called('POST', '/api/chat')[0].body).toEqual({
      receiverId: BO.id,
      message: 'line one\nline two',
    });
    await waitFor(() => expect(input).toHaveValue(''));
    // Disabled while sending, then back in the box: the next message can be typed straight away.
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveFocus();
    await user.keyboard('next');
    expect(input).toHaveValue('next');
  });

  it('when the server filters the message out, then the toast says it contains inappropriate content and the text stays', async () => {
    backend([], () => json(400, { error: 'message_filtered', message: 'Message was filtered out' }));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    const input = await screen.findByRole('textbox', { name: 'Message to bo' });
    await user.type(input, 'bad words{Enter}');
    await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Message not sent',
      description: 'Your message contains inappropriate content',
    });
    expect(input).toHaveValue('bad words');
  });

  it('when sending fails for another reason, then the toast says Failed to send message', async () => {
    backend([], () => json(503, { error: 'unavailable', message: 'down' }));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: 'Message to bo' }), 'hello{Enter}');
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]?.description).toBe('Failed to send message'),
    );
  });

  it('when the chat is with someone who is not a friend, then it says chats are for friends and nothing can be typed', async () => {
    fakeApi({
      'GET /api/user': () => json(200, ME),
      [`GET /api/chat/${BO.id}`]: () =>
        json(403, { error: 'not_friends', message: 'You can only do that with friends.' }),
      'GET /api/chat/unread': () => json(200, { total: 0, byFriend: {} }),
    });
    renderWithProviders(<ChatDialog partner={BO} onClose={() => undefined} />);
    expect(await screen.findByText('You can only chat with friends.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/403/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to bo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('when the conversation is refused, then it is not asked for again while it stays open', async () => {
    const api = fakeApi({
      'GET /api/user': () => json(200, ME),
      [`GET /api/chat/${BO.id}`]: () =>
        json(403, { error: 'not_friends', message: 'You can only do that with friends.' }),
    });
    renderWithProviders(<ChatConversation partner={BO} pollMs={30} />);
    expect(await screen.findByText('You can only chat with friends.')).toBeInTheDocument();
    // Ten polling periods later, still the one request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.called('GET', `/api/chat/${BO.id}`)).toHaveLength(1);
  });
});
