// Confirm before removing a friend: no block, so either may send a request again later.
import { SOCIAL_TEXT } from '@fff/domain/social';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useRemoveFriendMutation } from '../api/friends-api';
import { ConfirmPartingDialog } from './ConfirmPartingDialog';

/** Remove-friend confirmation for `who`; nothing when null. */
export function RemoveFriendDialog({ who, onClose }: { who: ChatPartner | null; onClose: () => void }) {
  const [remove, { isLoading }] = useRemoveFriendMutation();
  if (!who) return null;
  return (
    <ConfirmPartingDialog
      title={`Remove ${who.username} from your friends?`}
      description={`You will no longer see each other's progress, chat or send each other Spice Stones. ${who.username} is not told, and either of you can send a friend request again later.`}
      confirmLabel="Remove Friend"
      done={SOCIAL_TEXT.friendRemoved}
      failed="Could not remove friend"
      busy={isLoading}
      run={() => remove(who.id).unwrap()}
      onClose={onClose}
    />
  );
}
