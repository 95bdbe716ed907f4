// Send a friend request with an optional message (at most 200 characters, filtered by the server).
import { FRIEND_REQUEST_MESSAGE_MAX, SOCIAL_TEXT } from '@fff/domain';
import { serverMessage, toast, useAppDispatch } from '@fff/platform';
import { Button, Dialog } from '@fff/ui';
import { useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useSendFriendRequestMutation } from '../api/friends-api';
import { DialogButtons, Field } from './styles';

/** Request dialog for `to`; nothing when null. */
export function AddFriendDialog({ to, onClose }: { to: ChatPartner | null; onClose: () => void }) {
  if (!to) return null;
  return <AddFriendForm key={to.id} to={to} onClose={onClose} />;
}

function AddFriendForm({ to, onClose }: { to: ChatPartner; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendFriendRequestMutation();
  const dispatch = useAppDispatch();
  const submit = async () => {
    try {
      const res = await send({ userId: to.id, message: message.trim() }).unwrap();
      dispatch(
        toast({
          title: res.status === 'accepted' ? SOCIAL_TEXT.requestAccepted : SOCIAL_TEXT.requestSent,
          variant: 'success',
        }),
      );
      onClose();
    } catch (err) {
      dispatch(
        toast({
          title: SOCIAL_TEXT.requestFailed,
          description: serverMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };
  return (
    <Dialog open onClose={onClose} title={`Add ${to.username} as a friend`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field>
          Message (optional)
          <textarea
            rows={3}
            value={message}
            maxLength={FRIEND_REQUEST_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            disabled={isLoading}
          />
          <small aria-live="polite">
            {message.length}/{FRIEND_REQUEST_MESSAGE_MAX}
          </small>
        </Field>
        <DialogButtons>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send Request'}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
