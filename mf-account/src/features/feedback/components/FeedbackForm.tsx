// Feedback form (spec part 2 §5, §8): a type and a message; submit only with both, 'Submitting...'
// with every input disabled while sending, 'Feedback Submitted' or the spec's error. A failed send
// keeps what was written. `request` (from Report Issue) preselects a type and focuses the message.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FEEDBACK_TYPES, canSubmitFeedback, type FeedbackType } from '@fff/domain/account';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT, FEEDBACK_TYPE_LABELS } from '@fff/domain/help';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Button, Card, ChatIcon } from '@fff/ui';
import { useSendFeedbackMutation } from '../api/feedback-api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  label {
    font-weight: 700;
    font-size: 0.9rem;
  }
  select,
  textarea {
    width: 100%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  select {
    min-height: 44px;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    align-self: flex-end;
  }
`;

/** A request to bring the form into view, optionally for a type (Report Issue); a new `id` repeats it. */
export interface FeedbackRequest {
  id: number;
  type?: FeedbackType;
}

/** The feedback card. */
export function FeedbackForm({ request }: { request?: FeedbackRequest }) {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendFeedbackMutation();
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!request) return;
    if (request.type) setType(request.type);
    messageRef.current?.scrollIntoView?.({ block: 'center' });
    messageRef.current?.focus();
  }, [request]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!type || !canSubmitFeedback(type, message)) return;
    try {
      await send({ type, message: message.trim() }).unwrap();
      dispatch(
        toast({
          title: FEEDBACK_TEXT.successTitle,
          description: FEEDBACK_TEXT.successBody,
          variant: 'success',
        }),
      );
      setType('');
      setMessage('');
    } catch (err) {
      fail(err, { failed: FEEDBACK_TEXT.failedTitle, failedDetail: FEEDBACK_TEXT.failedBody });
    }
  };

  return (
    <Card id="feedback" aria-labelledby="feedback-title">
      <h2 id="feedback-title" style={{ fontSize: '1.15rem', margin: '0 0 4px' }}>
        <ChatIcon decorative /> Send Feedback
      </h2>
      <p style={{ margin: '0 0 10px' }}>Found a bug or have an idea? Tell the kitchen crew.</p>
      <Form onSubmit={(e) => void submit(e)}>
        <label htmlFor="feedback-type">Feedback type</label>
        <select
          id="feedback-type"
          value={type}
          disabled={isLoading}
          onChange={(e) => setType(e.target.value as FeedbackType | '')}
        >
          <option value="">Choose a type</option>
          {FEEDBACK_TYPES.map((t) => (
            <option key={t} value={t}>
              {FEEDBACK_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        <label htmlFor="feedback-message">Your message</label>
        <textarea
          id="feedback-message"
          ref={messageRef}
          value={message}
          maxLength={FEEDBACK_MESSAGE_MAX}
          disabled={isLoading}
          aria-describedby="feedback-count"
          onChange={(e) => setMessage(e.target.value)}
        />
        <small id="feedback-count">
          {message.length}/{FEEDBACK_MESSAGE_MAX}
        </small>
        <Button type="submit" disabled={isLoading || !canSubmitFeedback(type, message)}>
          {isLoading ? FEEDBACK_TEXT.submitting : FEEDBACK_TEXT.submit}
        </Button>
      </Form>
    </Card>
  );
}
