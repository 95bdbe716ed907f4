// Confirm before blocking: the friendship ends and neither can message or find the other.
import { SOCIAL_TEXT } from '@fff/domain';
import { serverMessage, toast, useAppDispatch } from '@fff/platform';
import { Button, Dialog } from '@fff/ui';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useBlockUserMutation } from '../api/friends-api';
import { DialogButtons } from './styles';

/** Block confirmation for `who`; nothing when null. */
export function BlockDialog({ who, onClose }: { who: ChatPartner | null; onClose: () => void }) {
  const [block, { isLoading }] = useBlockUserMutation();
  const dispatch = useAppDispatch();
  if (!who) return null;
  const confirm = async () => {
    try {
      await block(who.id).unwrap();
      dispatch(toast({ title: SOCIAL_TEXT.userBlocked, variant: 'success' }));
      onClose();
    } catch (err) {
      dispatch(
        toast({
          title: 'Could not block',
          description: serverMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Block ${who.username}?`}
      description={`${who.username} will be removed from your friends and can no longer message you, send you requests or find you.`}
    >
      <DialogButtons>
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={() => void confirm()} disabled={isLoading}>
          Block User
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
