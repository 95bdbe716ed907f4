// Send Spice Stones: amount 1-100 (initial 5, invalid input counts as 1), optional note; one key per dialog.
import { parseSendAmount, SEND_STONES, SOCIAL_TEXT } from '@fff/domain/social';
import { useCallFeedback } from '@fff/platform';
import { Button, Dialog } from '@fff/ui';
import { useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { newKey } from '../../../lib/new-key';
import { useSendStonesMutation } from '../api/friends-api';
import { DialogButtons, Field } from './styles';

/** The send dialog for `to`; nothing when `to` is null. */
export function SendStonesDialog({ to, onClose }: { to: ChatPartner | null; onClose: () => void }) {
  if (!to) return null;
  return <SendStonesForm key={to.id} to={to} onClose={onClose} />;
}

function SendStonesForm({ to, onClose }: { to: ChatPartner; onClose: () => void }) {
  const [amount, setAmount] = useState(String(SEND_STONES.initial));
  const [note, setNote] = useState('');
  // One key for this intended gift: a double click or a retry of the same send pays once.
  const [key] = useState(newKey);
  const [send, { isLoading }] = useSendStonesMutation();
  const { run } = useCallFeedback();

  const submit = async () => {
    const value = parseSendAmount(amount);
    const sent = await run(
      () => send({ toUserId: to.id, amount: value, description: note.trim(), key }).unwrap(),
      {
        done: (res) => ({ title: res.status === 'sent' ? SOCIAL_TEXT.stonesSent : res.message }),
        failed: 'Spice Stones not sent',
      },
    );
    if (sent) onClose();
  };

  return (
    <Dialog open onClose={onClose} title={`Send Spice Stones to ${to.username}`}>
      {/* noValidate: out-of-range input is sent as 1 (spec §5), not blocked by the browser. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field>
          Amount
          <input
            type="number"
            inputMode="numeric"
            min={SEND_STONES.min}
            max={SEND_STONES.max}
            step={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={isLoading}
          />
          <small>
            From {SEND_STONES.min} to {SEND_STONES.max} Spice Stones.
          </small>
        </Field>
        <Field>
          Note (optional)
          <input
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            disabled={isLoading}
          />
        </Field>
        <DialogButtons>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending...' : `Send ${parseSendAmount(amount)} 💎`}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
