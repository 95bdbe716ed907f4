// The Friends screen: header, three tabs with badges (online count, request count) and the dialogs.
import type { FriendEntry, SearchResult } from '@fff/contracts';
import { Badge, PageHeader, Tabs } from '@fff/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useFriendRequests, useFriends } from '../api/friends-api';
import { AddFriendDialog } from './AddFriendDialog';
import { BlockDialog } from './BlockDialog';
import { FindTab } from './FindTab';
import { FriendsTab } from './FriendsTab';
import { ProfileDialog, type ProfileOf } from './ProfileDialog';
import { RemoveFriendDialog } from './RemoveFriendDialog';
import { ReportDialog } from './ReportDialog';
import { RequestsTab } from './RequestsTab';
import { SendStonesDialog } from './SendStonesDialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const partnerOf = (e: FriendEntry): ChatPartner => ({
  id: e.friend.id,
  username: e.friend.username,
  avatarUrl: e.friend.avatarUrl,
  isOnline: e.friend.isOnline,
});
const profileOfFriend = (e: FriendEntry): ProfileOf => ({ ...partnerOf(e), ...e.friend });
const profileOfResult = (u: SearchResult): ProfileOf => ({
  id: u.id,
  username: u.username,
  avatarUrl: u.avatarUrl,
  xp: u.xp,
  level: u.level,
  flavourStones: u.flavourStones,
  streak: null,
});

/** Props: where Chat leads (the chat feature is composed in by the route) and unread counts. */
export function FriendsView({
  onChat,
  unreadByFriend = {},
}: {
  onChat: (p: ChatPartner) => void;
  unreadByFriend?: Record<string, number>;
}) {
  const friends = useFriends();
  const requests = useFriendRequests();
  const [profile, setProfile] = useState<ProfileOf | null>(null);
  const [sendTo, setSendTo] = useState<ChatPartner | null>(null);
  const [removing, setRemoving] = useState<ChatPartner | null>(null);
  const [blocking, setBlocking] = useState<ChatPartner | null>(null);
  const [reporting, setReporting] = useState<ChatPartner | null>(null);
  const [adding, setAdding] = useState<ChatPartner | null>(null);

  const online = friends.data?.filter((f) => f.friend.isOnline).length ?? 0;
  const pending = requests.data?.length ?? 0;

  return (
    <Stack>
      <PageHeader title="Friends" subtitle="Cook together, chat and share Spice Stones." />
      <Tabs
        label="Friends"
        items={[
          {
            id: 'friends',
            label: (
              <>
                Friends{' '}
                {online > 0 && (
                  <Badge $tone="primary" aria-label={`${online} online`}>
                    {online}
                  </Badge>
                )}
              </>
            ),
            content: (
              <FriendsTab
                friends={friends.data}
                isLoading={friends.isLoading}
                error={friends.error}
                retry={() => void friends.refetch()}
                unreadByFriend={unreadByFriend}
                onProfile={(e) => setProfile(profileOfFriend(e))}
                onChat={(e) => onChat(partnerOf(e))}
                onSend={(e) => setSendTo(partnerOf(e))}
                onRemove={(e) => setRemoving(partnerOf(e))}
                onBlock={(e) => setBlocking(partnerOf(e))}
                onReport={(e) => setReporting(partnerOf(e))}
              />
            ),
          },
          {
            id: 'find',
            label: 'Find',
            content: <FindTab onAdd={setAdding} onProfile={(u) => setProfile(profileOfResult(u))} />,
          },
          {
            id: 'requests',
            label: (
              <>
                Requests{' '}
                {pending > 0 && (
                  <Badge $tone="danger" aria-label={`${pending} pending`}>
                    {pending}
                  </Badge>
                )}
              </>
            ),
            content: (
              <RequestsTab requests={requests.data} isLoading={requests.isLoading} error={requests.error} />
            ),
          },
        ]}
      />
      <ProfileDialog
        person={profile}
        onClose={() => setProfile(null)}
        onStartChat={(p) => {
          setProfile(null);
          onChat(p);
        }}
      />
      <SendStonesDialog to={sendTo} onClose={() => setSendTo(null)} />
      <RemoveFriendDialog who={removing} onClose={() => setRemoving(null)} />
      <BlockDialog who={blocking} onClose={() => setBlocking(null)} />
      <ReportDialog who={reporting} onClose={() => setReporting(null)} />
      <AddFriendDialog to={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}
