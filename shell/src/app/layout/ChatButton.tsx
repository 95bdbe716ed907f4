// The floating chat button of every authenticated screen (spec part 2, chat drawer). The shell draws
// it and reads the unread count through @fff/platform (GET /api/chat/unread, the contract's shape),
// so a screen nobody chats from loads no social code. mf-social's drawer (mf_social/ChatDrawer) is
// fetched on intent: pointer over or focus on the button starts the download, a press, a right-edge
// touch or a right swipe opens it as soon as it is there.
import { type ComponentType, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { CACHE, toast, useAppDispatch, useChatUnread, type ChatDrawerProps } from '@fff/platform';
import { ChatIcon } from '@fff/ui';
import { useRemoteLoader } from '../../lib/remotes/remote-loader-context';
import { useOpenChatSwipe } from './use-open-chat-swipe';

/** The exposed module of the drawer. */
export const CHAT_DRAWER_MODULE = 'mf_social/ChatDrawer';

const Fab = styled.button`
  position: fixed;
  right: 16px;
  bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + 16px);
  z-index: 70;
  width: 56px;
  height: 56px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  .count {
    position: absolute;
    top: -4px;
    right: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    font-size: 0.75rem;
    font-weight: 800;
    line-height: 20px;
  }
`;

type Drawer = ComponentType<ChatDrawerProps>;

/** Loads the drawer once; a failed load is forgotten, and the next try re-registers the remote. */
function useDrawerModule() {
  const loader = useRemoteLoader();
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const failures = useRef(0);
  const load = useCallback(() => {
    loading.current ??= loader(CHAT_DRAWER_MODULE, failures.current).then(
      (mod) => setDrawer(() => mod.default as Drawer),
      (error: unknown) => {
        loading.current = null;
        failures.current += 1;
        throw error;
      },
    );
    return loading.current;
  }, [loader]);
  return { Drawer: drawer, load };
}

/** The chat button and, once asked for, the drawer. */
export function ChatButton() {
  const dispatch = useAppDispatch();
  const { Drawer, load } = useDrawerModule();
  const [open, setOpen] = useState(false);
  const { data: unread } = useChatUnread(CACHE.friends.pollMs);

  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const openDrawer = useCallback(() => {
    setOpen(true);
    load().catch(() => {
      setOpen(false);
      dispatch(toast({ title: "Chat couldn't be loaded right now.", variant: 'destructive' }));
    });
  }, [load, dispatch]);
  const close = useCallback(() => setOpen(false), []);
  useOpenChatSwipe(!open, openDrawer);

  const total = unread?.total ?? 0;
  return (
    <>
      {/* Stays mounted (under the drawer's backdrop while open), so focus returns to it on close. */}
      <Fab
        type="button"
        onClick={openDrawer}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={total ? `Open chat, ${total} unread` : 'Open chat'}
        aria-expanded={open}
      >
        <ChatIcon decorative />
        {total ? (
          <span className="count" aria-hidden="true">
            {total}
          </span>
        ) : null}
      </Fab>
      {open && Drawer ? <Drawer onClose={close} /> : null}
    </>
  );
}
