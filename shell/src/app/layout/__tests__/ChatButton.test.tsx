import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { selectToasts, type ChatDrawerProps } from '@fff/platform';
import { fakeApi, json, renderWithProviders } from '@fff/platform/testing';
import { useFocusTrap } from '@fff/ui';
import { RemoteLoaderProvider, type RemoteLoader } from '../../../lib/remotes/remote-loader-context';
import { ChatButton, CHAT_DRAWER_MODULE } from '../ChatButton';
import { opensChat } from '../use-open-chat-swipe';

// Stands in for mf-social's drawer: a dialog that traps focus and closes on its button.
function FakeDrawer({ onClose }: ChatDrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  return (
    <div ref={ref} role="dialog" aria-label="Chat">
      <button type="button" onClick={onClose}>
        Close chat
      </button>
    </div>
  );
}

/** A loader that records what is asked; while `down.now` it throws as an unreachable remote does. */
function drawerLoader() {
  const asked: Array<{ id: string; attempt: number }> = [];
  const down = { now: false };
  const loader: RemoteLoader = async (id, attempt) => {
    asked.push({ id, attempt });
    if (down.now) throw new Error('remote down');
    return { default: FakeDrawer as never };
  };
  return { asked, loader, down };
}

function renderButton(loader: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <ChatButton />
    </RemoteLoaderProvider>,
  );
}

const unread = (total: number) =>
  fakeApi({
    'GET /api/chat/unread': () => json(200, { total, byFriend: total ? { ['b'.repeat(24)]: total } : {} }),
  });

describe('ChatButton (the shell draws it; mf-social loads on intent)', () => {
  it('when messages are unread, then the button says how many, and nothing of mf-social has loaded', async () => {
    unread(2);
    const { asked, loader } = drawerLoader();
    renderButton(loader);
    expect(await screen.findByRole('button', { name: 'Open chat, 2 unread' })).toHaveTextContent('2');
    expect(asked).toEqual([]);
  });

  it('when it is pressed, then the drawer loads and opens; closing it returns focus to the button', async () => {
    unread(0);
    const { asked, loader } = drawerLoader();
    const user = userEvent.setup();
    renderButton(loader);
    const button = screen.getByRole('button', { name: 'Open chat' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toEqual([{ id: CHAT_DRAWER_MODULE, attempt: 0 }]);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Loaded once: opening again does not ask for it again.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('when the pointer goes over it, then the drawer starts loading without opening', async () => {
    unread(0);
    const { asked, loader } = drawerLoader();
    renderButton(loader);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('when the right screen edge is touched, then the drawer opens', async () => {
    unread(0);
    const { loader } = drawerLoader();
    renderButton(loader);
    const edge = window.innerWidth - 5;
    act(() => {
      fireEvent.touchStart(document, { touches: [{ clientX: edge, clientY: 300 }] });
      fireEvent.touchEnd(document, { changedTouches: [{ clientX: edge, clientY: 300 }] });
    });
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
  });

  it('when the drawer cannot be loaded, then a toast says so and the next press tries again', async () => {
    unread(0);
    const { asked, loader, down } = drawerLoader();
    down.now = true;
    const user = userEvent.setup();
    const { store } = renderButton(loader);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
    down.now = false;
    const failedAttempts = asked.length;
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    // A retry, not the failed load again: the remote is registered anew.
    expect(asked[failedAttempts]?.attempt).toBeGreaterThan(0);
  });
});

describe('opensChat', () => {
  it('opens on a right-edge touch or a mostly horizontal right swipe over 80 px', () => {
    expect(opensChat({ x: 390, y: 10 }, { x: 390, y: 10 }, 400)).toBe(true);
    expect(opensChat({ x: 50, y: 10 }, { x: 200, y: 20 }, 400)).toBe(true);
    expect(opensChat({ x: 50, y: 10 }, { x: 60, y: 200 }, 400)).toBe(false);
    expect(opensChat({ x: 50, y: 10 }, { x: 120, y: 10 }, 400)).toBe(false);
    expect(opensChat({ x: 300, y: 10 }, { x: 100, y: 10 }, 400)).toBe(false);
  });
});
