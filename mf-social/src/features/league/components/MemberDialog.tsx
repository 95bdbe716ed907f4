// The league-member view (spec §3): level floor(xp/1000)+1, XP by kind, position, online; Add Friend
// (POST /api/friend-requests {receiverId, message}), disabled 'Already Friends', nothing for oneself.
import { SOCIAL_TEXT, leagueViewLevel } from '@fff/domain/social';
import { useCallFeedback } from '@fff/platform';
import type { LeagueRankingEntry } from '@fff/contracts';
import { Button, Dialog } from '@fff/ui';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { shown } from '../../../lib/chat-partner';
import { useGetLeagueFriendsQuery, useSendLeagueFriendRequestMutation } from '../api/league-api';
import { Buttons, Facts } from './league-styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  strong {
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;

/** The dialog for `member`; nothing when null. */
export function MemberDialog({
  member,
  onClose,
}: {
  member: LeagueRankingEntry | null;
  onClose: () => void;
}) {
  if (!member) return null;
  return (
    <Dialog open onClose={onClose} title={member.username}>
      <Head>
        <Avatar username={member.username} avatarUrl={member.avatarUrl} size={64} online={member.isOnline} />
        <div>
          <strong>{member.username}</strong>
          <div>
            Level {leagueViewLevel(member.xp)} · {member.isOnline ? 'Online' : 'Offline'}
          </div>
        </div>
      </Head>
      <Facts>
        {[
          ['Position', `#${member.position}`],
          ['Weekly score', member.weeklyScore],
          ['Total XP', member.xp],
          ['Prep XP', member.prepXp],
          ['Flavor XP', member.flavorXp],
          ['Science XP', member.scienceXp],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{typeof value === 'number' ? shown(value) : value}</dd>
          </div>
        ))}
      </Facts>
      <Buttons>
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
        {!member.isCurrentUser && <AddFriend member={member} />}
      </Buttons>
    </Dialog>
  );
}

function AddFriend({ member }: { member: LeagueRankingEntry }) {
  const { run } = useCallFeedback();
  const friends = useGetLeagueFriendsQuery();
  const [send, { isLoading, isSuccess }] = useSendLeagueFriendRequestMutation();
  const isFriend = friends.data?.some((f) => f.friend.id === member.id) ?? false;
  if (isFriend) return <Button disabled>{SOCIAL_TEXT.alreadyFriends}</Button>;
  const add = () =>
    run(() => send({ receiverId: member.id, message: '' }).unwrap(), {
      done: (res) => ({
        title: res.status === 'accepted' ? SOCIAL_TEXT.requestAccepted : SOCIAL_TEXT.requestSent,
      }),
      failed: SOCIAL_TEXT.requestFailed,
    });
  return (
    <Button onClick={() => void add()} disabled={isLoading || isSuccess || friends.isLoading}>
      {isSuccess ? 'Request Sent' : 'Add Friend'}
    </Button>
  );
}
