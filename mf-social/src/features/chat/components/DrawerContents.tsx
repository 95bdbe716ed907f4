// The open drawer's body (friend list or conversation) and Chef Chilli. The whole drawer is loaded
// on the learner's intent (the shell's chat button), so this is part of it, not a chunk of its own.
import { CACHE } from '@fff/platform';
import type { ChatPartner } from '../../../lib/chat-partner';
import { ChatConversation } from './ChatConversation';
import { DrawerFriendList } from './DrawerFriendList';
import { DrawerMascot } from './DrawerMascot';

/** Props: the open conversation's partner (null for the list) and the list's data. */
export interface DrawerContentsProps {
  partner: ChatPartner | null;
  friends: ChatPartner[] | undefined;
  friendsError?: boolean;
  unread: Record<string, number>;
  onPick: (partner: ChatPartner) => void;
}

/** The list or the conversation, then the mascot. */
export default function DrawerContents({
  partner,
  friends,
  friendsError,
  unread,
  onPick,
}: DrawerContentsProps) {
  return (
    <>
      <div className="body">
        {partner ? (
          <ChatConversation key={partner.id} partner={partner} pollMs={CACHE.chat.drawerPollMs} autoFocus />
        ) : (
          <DrawerFriendList friends={friends} failed={friendsError} unread={unread} onPick={onPick} />
        )}
      </div>
      <DrawerMascot />
    </>
  );
}
