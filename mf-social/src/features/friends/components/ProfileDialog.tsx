// A learner's profile: avatar, level, Total XP, Day Streak, Spice Stones, Current Level; Start Chat and Close.
import { Button, Dialog } from '@fff/ui';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { shown, type CardNumbers, type ChatPartner } from '../../../lib/chat-partner';
import { DialogButtons } from './styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 8px 0 12px;
  strong {
    font-size: 1.1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  margin: 0;
  div {
    padding: 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 800;
    font-size: 1.1rem;
  }
`;

/** Who the dialog shows. */
export type ProfileOf = ChatPartner & CardNumbers;

/** The profile dialog; Start Chat opens a conversation without any call (spec §2). */
export function ProfileDialog(props: {
  person: ProfileOf | null;
  onClose: () => void;
  onStartChat: (p: ChatPartner) => void;
}) {
  const { person, onClose } = props;
  if (!person) return null;
  return (
    <Dialog open onClose={onClose} title={`${person.username}'s profile`}>
      <Head>
        <Avatar username={person.username} avatarUrl={person.avatarUrl} size={64} online={person.isOnline} />
        <div>
          <strong>{person.username}</strong>
          <div>Level {shown(person.level)}</div>
        </div>
      </Head>
      <Facts>
        {[
          ['Total XP', person.xp],
          ['Day Streak', person.streak],
          ['Spice Stones', person.flavourStones],
          ['Current Level', person.level],
        ].map(([label, value]) => (
          <div key={label as string}>
            <dt>{label}</dt>
            <dd>{shown(value as number | null)}</dd>
          </div>
        ))}
      </Facts>
      <DialogButtons>
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => props.onStartChat(person)}>Start Chat</Button>
      </DialogButtons>
    </Dialog>
  );
}
