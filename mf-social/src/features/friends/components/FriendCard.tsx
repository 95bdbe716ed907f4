// One friend: avatar with online dot, star at 1000 XP, level, streak, Spice Stones, Chat, Send and a menu.
import type { FriendEntry } from '@fff/contracts';
import { isStarUser } from '@fff/domain/social';
import { Button, Card, ChatIcon, SpiceStonesIcon, StreakIcon, XpIcon } from '@fff/ui';
import { Avatar } from '../../../components/Avatar';
import { shown } from '../../../lib/chat-partner';
import { FriendMenu } from './FriendMenu';
import { Actions, Grow, Meta, Name, Row } from './styles';

/** What a card can ask the screen to open. */
export interface FriendCardActions {
  onProfile: (entry: FriendEntry) => void;
  onChat: (entry: FriendEntry) => void;
  onSend: (entry: FriendEntry) => void;
  onRemove: (entry: FriendEntry) => void;
  onBlock: (entry: FriendEntry) => void;
  onReport: (entry: FriendEntry) => void;
  unread?: number;
}

/** A friend card. */
export function FriendCard({ entry, ...on }: { entry: FriendEntry } & FriendCardActions) {
  const { friend } = entry;
  const hidden = friend.level === null && friend.xp === null;
  return (
    <Card as="li" aria-label={friend.username}>
      <Row>
        <Avatar username={friend.username} avatarUrl={friend.avatarUrl} online={friend.isOnline} />
        <Grow>
          <Name onClick={() => on.onProfile(entry)} aria-label={`View ${friend.username}'s profile`}>
            {friend.username}
            {friend.xp !== null && isStarUser(friend.xp) && (
              <span role="img" aria-label="Star cook (1000 XP or more)" title="1000 XP or more">
                {' '}
                <XpIcon decorative />
              </span>
            )}
          </Name>
          <Meta>
            {hidden ? (
              'Progress not shared'
            ) : (
              <>
                Level {shown(friend.level)} · <StreakIcon decorative /> {shown(friend.streak)} day streak ·{' '}
                <SpiceStonesIcon decorative /> {shown(friend.flavourStones)} Spice Stones
              </>
            )}
          </Meta>
          <Meta>{friend.isOnline ? 'Online now' : 'Offline'}</Meta>
        </Grow>
        <FriendMenu
          username={friend.username}
          onRemove={() => on.onRemove(entry)}
          onBlock={() => on.onBlock(entry)}
          onReport={() => on.onReport(entry)}
        />
      </Row>
      <Actions>
        <Button
          $variant="secondary"
          onClick={() => on.onChat(entry)}
          aria-label={`Chat with ${friend.username}`}
        >
          <ChatIcon decorative /> Chat{on.unread ? ` (${on.unread} new)` : ''}
        </Button>
        <Button
          $variant="secondary"
          onClick={() => on.onSend(entry)}
          aria-label={`Send Spice Stones to ${friend.username}`}
        >
          <SpiceStonesIcon decorative /> Send
        </Button>
      </Actions>
    </Card>
  );
}
