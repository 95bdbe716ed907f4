// The global chat drawer (spec §2, §4): closed → list (friends with search) → conversation. A
// floating button, the right screen edge or a right swipe opens it; a left swipe over 150 px, the
// backdrop, Escape or the close button closes it. Focus is trapped while open. Chef Chilli sits at
// its bottom-left. Send errors are not shown here (spec §8).
import { CACHE } from '@fff/platform';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { BackIcon, ChatIcon, CloseIcon, IconButton, LoadingText, useFocusTrap } from '@fff/ui';
import { useUnread } from '../api/chat-api';
import { useDrawerSwipe } from '../hooks/use-drawer-swipe';
import { Backdrop, Fab, Header, Panel } from './drawer-styles';

const loadContents = () => import('./DrawerContents');
const DrawerContents = lazy(loadContents);

/** Props: the friends to chat with (the widget reads them from the friends list). */
export interface ChatDrawerProps {
  friends: ChatPartner[] | undefined;
  friendsError?: boolean;
}

/** The drawer and its floating button. */
export function ChatDrawer({ friends, friendsError }: ChatDrawerProps) {
  const [open, setOpenState] = useState(false);
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    if (!value) setPartner(null);
  }, []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useFocusTrap(panelRef, open, close);
  useDrawerSwipe(panelRef, open, setOpen);
  // Unread counts: with the friends list when closed, faster while the list is open.
  const { data: unread } = useUnread(open ? CACHE.chat.screenPollMs : CACHE.friends.pollMs);

  return (
    <>
      {/* Always mounted (under the backdrop while open) so focus can return to it on close. */}
      <Fab
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadContents()}
        onFocus={() => void loadContents()}
        aria-label={unread?.total ? `Open chat, ${unread.total} unread` : 'Open chat'}
        aria-expanded={open}
      >
        <ChatIcon decorative />
        {unread?.total ? (
          <span className="count" aria-hidden="true">
            {unread.total}
          </span>
        ) : null}
      </Fab>
      {open && (
        <>
          <Backdrop data-testid="chat-backdrop" onClick={close} />
          <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Chat" tabIndex={-1}>
            <Header>
              {partner ? (
                <IconButton icon={BackIcon} label="Back to chats" onClick={() => setPartner(null)} />
              ) : (
                <span aria-hidden="true" />
              )}
              <h2>{partner ? partner.username : 'Chats'}</h2>
              <IconButton icon={CloseIcon} label="Close chat" onClick={close} />
            </Header>
            <Suspense
              fallback={
                <div className="body">
                  <LoadingText text="Loading chats..." />
                </div>
              }
            >
              <DrawerContents
                partner={partner}
                friends={friends}
                friendsError={friendsError}
                unread={unread?.byFriend ?? {}}
                onPick={setPartner}
              />
            </Suspense>
          </Panel>
        </>
      )}
    </>
  );
}
