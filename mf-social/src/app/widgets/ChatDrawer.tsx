// Exposed as mf_social/ChatDrawer: the shell mounts it once on every authenticated screen.
import { useMemo } from 'react';
import { ChatDrawer as Drawer } from '../../features/chat/components/ChatDrawer';
import { useFriends } from '../../features/friends/api/friends-api';
import type { ChatPartner } from '../../lib/chat-partner';

/** The global chat drawer, fed by the friends list (polled every 60 s). */
export default function ChatDrawer() {
  const { data, isError } = useFriends();
  const friends = useMemo<ChatPartner[] | undefined>(
    () =>
      data?.map(({ friend }) => ({
        id: friend.id,
        username: friend.username,
        avatarUrl: friend.avatarUrl,
        isOnline: friend.isOnline,
      })),
    [data],
  );
  return <Drawer friends={friends} friendsError={isError && !data} />;
}
