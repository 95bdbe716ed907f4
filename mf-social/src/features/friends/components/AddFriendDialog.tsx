// Send a friend request with an optional message (at most 200 characters, filtered by the server).
import { FRIEND_REQUEST_MESSAGE_MAX } from '@fff/domain/social';
import { Button, Dialog } from '@fff/ui';
import { useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { DialogButtons, Field } from './styles';
import { useRequestFriend } from './use-request-friend';

/** Request dialog for `to`; nothing when null. */
export function AddFriendDialog({ to, onClose }: { to: ChatPartner | null; onClose: () => void }) {
  if (!to) return null;
  return <AddFriendForm key={to.id} to={to} onClose={onClose} />;
}

function AddFriendForm({ to, onClose }: { to: ChatPartner; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const { request, isLoading } = useRequestFriend();
  const submit = async () => {
    if (await request(to.id, message.trim())) onClose();
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
