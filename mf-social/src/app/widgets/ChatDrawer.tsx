// Exposed as mf_social/ChatDrawer: the open chat drawer. The shell draws the floating chat button on
// every authenticated screen and loads this only when the learner goes for it, then mounts it open
// (props: @fff/platform's ChatDrawerProps) and unmounts it on close.
import { useMemo } from 'react';
import type { ChatDrawerProps } from '@fff/platform';
import { ChatDrawer as Drawer } from '../../features/chat/components/ChatDrawer';
import { useFriends } from '../../features/friends/api/friends-api';
import type { ChatPartner } from '../../lib/chat-partner';

/** The chat drawer, fed by the friends list (polled every 60 s while it is open). */
export default function ChatDrawer({ onClose }: ChatDrawerProps) {
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
  return <Drawer friends={friends} friendsError={isError && !data} onClose={onClose} />;
}
