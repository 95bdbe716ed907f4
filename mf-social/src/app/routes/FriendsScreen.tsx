// Exposed as mf_social/FriendsScreen (route /friends): the friends feature with the chat dialog composed in.
import { useState } from 'react';
import { useUnread } from '../../features/chat/api/chat-api';
import { ChatDialog } from '../../features/chat/components/ChatDialog';
import { FriendsView } from '../../features/friends/components/FriendsView';
import type { ChatPartner } from '../../lib/chat-partner';

/** Friends screen. */
export default function FriendsScreen() {
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  const { data: unread } = useUnread();
  return (
    <>
      <FriendsView onChat={setChatWith} unreadByFriend={unread?.byFriend} />
      <ChatDialog partner={chatWith} onClose={() => setChatWith(null)} />
    </>
  );
}
