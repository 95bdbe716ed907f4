// A conversation: messages (own on the right, the friend's on the left, each with its time), an
// input and Send. Enter sends, Shift+Enter makes a new line, the input is disabled while sending.
import { CHAT_MESSAGE_MAX, SOCIAL_TEXT } from '@fff/domain/social';
import { errorMessage, errorStatus, useGetCurrentUserQuery } from '@fff/platform';
import { Button, LoadingText } from '@fff/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatPartner } from '../../../lib/chat-partner';
import { useConversation, useSendChatMessageMutation } from '../api/chat-api';
import { Bubble, Composer, Empty, Log, Time } from './chat-styles';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Props: who, how often to poll, and what to do when a send fails (the drawer shows nothing, spec §8). */
export interface ChatConversationProps {
  partner: ChatPartner;
  pollMs: number;
  onSendError?: (error: unknown) => void;
  autoFocus?: boolean;
}

/** The message list and composer for one friend. */
export function ChatConversation({ partner, pollMs, onSendError, autoFocus }: ChatConversationProps) {
  const { data: me } = useGetCurrentUserQuery();
  const { messages, isLoading, error } = useConversation(partner.id, pollMs);
  const [send, { isLoading: sending }] = useSendChatMessageMutation();
  const [text, setText] = useState('');
  // 403: not (or no longer) friends, so nothing can be sent either.
  const refused = errorStatus(error) === 403;
  const endRef = useRef<HTMLLIElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Bumped after each send. The browser drops focus from the box while it is disabled for the send,
  // so focus goes back once the box is enabled again, not from the send's own continuation.
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (sent > 0 && !sending) inputRef.current?.focus();
  }, [sent, sending]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length]);

  const submit = async () => {
    const message = text.trim();
    if (!message || sending) return;
    try {
      await send({ receiverId: partner.id, message }).unwrap();
      setText('');
    } catch (err) {
      onSendError?.(err);
    } finally {
      setSent((n) => n + 1);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };

  let list;
  if (isLoading) list = <LoadingText text="Loading messages..." />;
  else if (refused) list = <p role="status">{SOCIAL_TEXT.chatFriendsOnly}</p>;
  else if (error && !messages) list = <p role="alert">{errorMessage(error)}</p>;
  else if (!messages || messages.length === 0) {
    list = (
      <Empty>
        <strong>{SOCIAL_TEXT.noMessages}</strong>
        <span>{SOCIAL_TEXT.startConversation}</span>
      </Empty>
    );
  } else {
    list = (
      <Log role="log" aria-live="polite" aria-label={`Messages with ${partner.username}`}>
        {messages.map((m) => {
          const mine = m.senderId === me?.id;
          return (
            <Bubble key={m.id} $mine={mine}>
              <span className="sr-only">{mine ? 'You' : partner.username}: </span>
              {m.message}
              <Time dateTime={m.createdAt}>{timeOf(m.createdAt)}</Time>
            </Bubble>
          );
        })}
        <li ref={endRef} aria-hidden="true" />
      </Log>
    );
  }

  return (
    <>
      {list}
      <Composer
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <textarea
          ref={inputRef}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          aria-label={`Message to ${partner.username}`}
          placeholder="Type a message..."
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={sending || refused}
          autoFocus={autoFocus}
        />
        <Button type="submit" disabled={sending || refused || !text.trim()}>
          Send
        </Button>
      </Composer>
    </>
  );
}
