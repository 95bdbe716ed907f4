// The open global chat drawer (spec §2, §4): list (friends with search) → conversation. The shell
// draws the floating button and mounts this on the learner's intent (press, right-edge touch or
// right swipe); a left swipe over 150 px, the backdrop, Escape or the close button closes it.
// Focus is trapped while open and returns to the button on close. Chef Chilli sits at its
// bottom-left. Send errors are not shown here (spec §8).
import { CACHE } from '@fff/platform';
import { useRef, useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { BackIcon, CloseIcon, IconButton, useFocusTrap } from '@fff/ui';
import { useUnread } from '../api/chat-api';
import { useSwipeToClose } from '../hooks/use-drawer-swipe';
import DrawerContents from './DrawerContents';
import { Backdrop, Header, Panel } from './drawer-styles';

/** Props: the friends to chat with (the widget reads them from the friends list) and how to close. */
export interface ChatDrawerProps {
  friends: ChatPartner[] | undefined;
  friendsError?: boolean;
  onClose: () => void;
}

/** The open drawer: backdrop, panel, header and the list or conversation. */
export function ChatDrawer({ friends, friendsError, onClose }: ChatDrawerProps) {
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, onClose);
  useSwipeToClose(panelRef, onClose);
  // Unread counts poll faster while the drawer is open (the shell's button polls them with the friends list).
  const { data: unread } = useUnread(CACHE.chat.screenPollMs);

  return (
    <>
      <Backdrop data-testid="chat-backdrop" onClick={onClose} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Chat" tabIndex={-1}>
        <Header>
          {partner ? (
            <IconButton icon={BackIcon} label="Back to chats" onClick={() => setPartner(null)} />
          ) : (
            <span aria-hidden="true" />
          )}
          <h2>{partner ? partner.username : 'Chats'}</h2>
          <IconButton icon={CloseIcon} label="Close chat" onClick={onClose} />
        </Header>
        <DrawerContents
          partner={partner}
          friends={friends}
          friendsError={friendsError}
          unread={unread?.byFriend ?? {}}
          onPick={setPartner}
        />
      </Panel>
    </>
  );
}
