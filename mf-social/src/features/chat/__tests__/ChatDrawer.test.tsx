import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, json, renderWithProviders, testUser } from '@fff/platform/testing';
import { ChatDrawer } from '../components/ChatDrawer';
import { swipeVerdict } from '../hooks/use-drawer-swipe';

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

describe('ChatDrawer', () => {
  it('when the floating button is pressed, then the drawer opens with focus inside; Escape closes it and focus returns', async () => {
    backend();
    const user = userEvent.setup();
    renderWithProviders(<ChatDrawer friends={friends} />);
    const fab = await screen.findByRole('button', { name: 'Open chat, 2 unread' });
    await user.click(fab);
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
    const { store } = renderWithProviders(<ChatDrawer friends={friends} />);
    await user.click(await screen.findByRole('button', { name: /Open chat/ }));
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
    renderWithProviders(<ChatDrawer friends={friends} />);
    await user.click(await screen.findByRole('button', { name: /Open chat/ }));
    await user.click(screen.getByTestId('chat-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('when the right edge is touched, then it opens; a left swipe over 150 px on the drawer closes it', async () => {
    backend();
    renderWithProviders(<ChatDrawer friends={friends} />);
    await screen.findByRole('button', { name: /Open chat/ });
    const edge = window.innerWidth - 5;
    act(() => {
      fireEvent.touchStart(document, { touches: [{ clientX: edge, clientY: 300 }] });
      fireEvent.touchEnd(document, { changedTouches: [{ clientX: edge, clientY: 300 }] });
    });
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
    renderWithProviders(<ChatDrawer friends={friends} />);
    await user.click(await screen.findByRole('button', { name: /Open chat/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Chat' })).getByRole('button', { name: 'Chef Chilli' }),
    );
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });
});

describe('swipeVerdict', () => {
  it('opens on a right-edge touch or a right swipe, closes on a left swipe over 150 px only', () => {
    expect(swipeVerdict({ x: 390, y: 10 }, { x: 390, y: 10 }, 400, false)).toBe('open');
    expect(swipeVerdict({ x: 50, y: 10 }, { x: 200, y: 20 }, 400, false)).toBe('open');
    expect(swipeVerdict({ x: 50, y: 10 }, { x: 60, y: 200 }, 400, false)).toBeNull();
    expect(swipeVerdict({ x: 300, y: 10 }, { x: 150, y: 10 }, 400, true)).toBeNull();
    expect(swipeVerdict({ x: 300, y: 10 }, { x: 149, y: 10 }, 400, true)).toBe('close');
  });
});
