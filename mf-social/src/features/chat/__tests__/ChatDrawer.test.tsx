import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, json, renderWithProviders, testUser } from '@fff/platform/testing';
import { useState } from 'react';
import { ChatDrawer } from '../components/ChatDrawer';
import { closesDrawer } from '../hooks/use-drawer-swipe';

const ME = testUser();
const friends = [
  { id: 'b'.repeat(24), username: 'basil', avatarUrl: null, isOnline: true },
  { id: 'c'.repeat(24), username: 'cumin', avatarUrl: null, isOnline: false },
];

function backend() {
  return fakeApi({
    'GET /api/user': () => json(200, ME),
    'GET /api/chat/unread': () => json(200, { total: 2, byFriend: { ['b'.repeat(24)]: 2 } }),
    [`GET /api/chat/${'b'.repeat(24)}`]: () => json(200, []),
    'POST /api/chat': () => json(403, { error: 'blocked', message: 'You cannot interact with this cook.' }),
  });
}

// The shell's chat button stands here: it mounts the drawer open and unmounts it on close.
function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open chat
      </button>
      {open && <ChatDrawer friends={friends} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('ChatDrawer', () => {
  it('when it is opened, then focus is inside; Escape closes it and focus returns to the opener', async () => {
    backend();
    const user = userEvent.setup();
    renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const drawer = screen.getByRole('dialog', { name: 'Chat' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // Tab stays inside.
    for (let i = 0; i < 8; i++) await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open chat/ })).toHaveFocus();
  });

  it('when the list is searched and a friend picked, then the conversation opens; a failed send shows nothing (spec)', async () => {
    const api = backend();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'cum');
    expect(screen.queryByRole('button', { name: /Chat with basil/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search friends' }));
    await user.click(await screen.findByRole('button', { name: 'Chat with basil, 2 unread' }));
    expect(screen.getByRole('heading', { name: 'basil' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Message to basil' }), 'hi{Enter}');
    await waitFor(() => expect(api.called('POST', '/api/chat')).toHaveLength(1));
    expect(selectToasts(store.getState())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to chats' }));
    expect(screen.getByRole('searchbox', { name: 'Search friends' })).toBeInTheDocument();
  });

  it('when the backdrop is tapped, then the drawer closes', async () => {
    backend();
    const user = userEvent.setup();
    renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(screen.getByTestId('chat-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('when the open drawer is swiped left by over 150 px, then it closes; a shorter swipe does not', async () => {
    backend();
    const user = userEvent.setup();
    renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const drawer = screen.getByRole('dialog', { name: 'Chat' });
    act(() => {
      fireEvent.touchStart(drawer, { touches: [{ clientX: 300, clientY: 300 }] });
      fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    });
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    act(() => {
      fireEvent.touchStart(drawer, { touches: [{ clientX: 300, clientY: 300 }] });
      fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 140, clientY: 310 }] });
    });
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('when Chef Chilli is pressed, then a tip shows', async () => {
    backend();
    const user = userEvent.setup();
    renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Chat' })).getByRole('button', { name: 'Chef Chilli' }),
    );
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });
});

describe('closesDrawer', () => {
  it('closes on a mostly horizontal left swipe over 150 px only', () => {
    expect(closesDrawer({ x: 300, y: 10 }, { x: 150, y: 10 })).toBe(false);
    expect(closesDrawer({ x: 300, y: 10 }, { x: 149, y: 10 })).toBe(true);
    expect(closesDrawer({ x: 300, y: 10 }, { x: 100, y: 250 })).toBe(false);
    expect(closesDrawer({ x: 100, y: 10 }, { x: 300, y: 10 })).toBe(false);
  });
});
