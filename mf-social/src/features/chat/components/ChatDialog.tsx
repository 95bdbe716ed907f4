// The Friends screen's chat: a dialog polling every 15 s; a failed send raises the spec's toast.
import { chatSendFailureText, SOCIAL_TEXT } from '@fff/domain/social';
import { CACHE, useCallFeedback } from '@fff/platform';
import { Dialog } from '@fff/ui';
import type { ChatPartner } from '../../../lib/chat-partner';
import { ChatConversation } from './ChatConversation';

const wasFiltered = (err: unknown) =>
  (err as { data?: { error?: unknown } })?.data?.error === 'message_filtered';

/** Chat with `partner`; nothing when null. */
export function ChatDialog({ partner, onClose }: { partner: ChatPartner | null; onClose: () => void }) {
  const { fail } = useCallFeedback();
  if (!partner) return null;
  return (
    <Dialog open onClose={onClose} title={`Chat with ${partner.username}`}>
      <ChatConversation
        partner={partner}
        pollMs={CACHE.chat.screenPollMs}
        onSendError={(err) =>
          fail(err, {
            failed: SOCIAL_TEXT.messageNotSent,
            failedDetail: chatSendFailureText(wasFiltered(err)),
          })
        }
      />
    </Dialog>
  );
}
