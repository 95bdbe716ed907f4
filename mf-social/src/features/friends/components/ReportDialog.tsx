// Report a learner: a reason is required (non-blank).
import { useCallFeedback } from '@fff/platform';
import { isValidReportReason, REPORT_REASON_MAX, SOCIAL_TEXT } from '@fff/domain/social';
import { Button, Dialog } from '@fff/ui';
import { useState } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useReportUserMutation } from '../api/friends-api';
import { DialogButtons, Field } from './styles';

/** Report dialog for `who`; nothing when null. */
export function ReportDialog({ who, onClose }: { who: ChatPartner | null; onClose: () => void }) {
  if (!who) return null;
  return <ReportForm key={who.id} who={who} onClose={onClose} />;
}

function ReportForm({ who, onClose }: { who: ChatPartner; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [report, { isLoading }] = useReportUserMutation();
  const { run: toasted } = useCallFeedback();
  const submit = async () => {
    const sent = await toasted(() => report({ targetId: who.id, reason: reason.trim() }).unwrap(), {
      done: SOCIAL_TEXT.reportSubmitted,
      failed: 'Report not sent',
    });
    if (sent) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={`Report ${who.username}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field>
          Reason
          <textarea
            rows={4}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            disabled={isLoading}
          />
          <small>Tell us what happened. Our team reviews every report.</small>
        </Field>
        <DialogButtons>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={isLoading || !isValidReportReason(reason)}>
            Submit Report
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
