// Confirm before blocking: the friendship ends and neither can message or find the other.
import { SOCIAL_TEXT } from '@fff/domain/social';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useBlockUserMutation } from '../api/friends-api';
import { ConfirmPartingDialog } from './ConfirmPartingDialog';

/** Block confirmation for `who`; nothing when null. */
export function BlockDialog({ who, onClose }: { who: ChatPartner | null; onClose: () => void }) {
  const [block, { isLoading }] = useBlockUserMutation();
  if (!who) return null;
  return (
    <ConfirmPartingDialog
      title={`Block ${who.username}?`}
      description={`${who.username} will be removed from your friends and can no longer message you, send you requests or find you.`}
      confirmLabel="Block User"
      done={SOCIAL_TEXT.userBlocked}
      failed="Could not block"
      busy={isLoading}
      run={() => block(who.id).unwrap()}
      onClose={onClose}
    />
  );
}
