// Notify-me card (spec part 1 §2, §4, §5, §8): email input and one button; idle → pending → done.
// The address starts as the learner's own; any valid address may be used.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isValidEmail } from '@fff/domain/account';
import { NOTIFY_TEXT, type NotifyFeature } from '@fff/domain/help';
import { toast, useAppDispatch, useCallFeedback, useGetCurrentUserQuery } from '@fff/platform';
import { Button, Card, SuccessIcon } from '@fff/ui';
import { BellIcon } from '@fff/ui/screen-icons';
import { useSignUpForNewsMutation } from '../api/newsletter-api';

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  /* One row where it fits; on a narrow phone the button goes below the address instead of out of the card. */
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 10px;
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Done = styled.p`
  margin: 10px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

/** Props: which feature's list, the card's heading and line, and the compact (one-row) variant. */
export interface NotifyMeCardProps {
  feature: NotifyFeature;
  title?: string;
  description?: string;
  compact?: boolean;
}

/** The reusable notify-me card. */
export function NotifyMeCard({
  feature,
  title = 'Get notified',
  description,
  compact = false,
}: NotifyMeCardProps) {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const { data: user } = useGetCurrentUserQuery();
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const [signUp, { isLoading }] = useSignUpForNewsMutation();
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email)) {
      dispatch(
        toast({
          title: NOTIFY_TEXT.invalidTitle,
          description: NOTIFY_TEXT.invalidBody,
          variant: 'destructive',
        }),
      );
      return;
    }
    try {
      // One answer for every address (double opt-in, no membership oracle): the mail decides.
      await signUp({ email: email.trim(), feature }).unwrap();
      dispatch(
        toast({
          title: NOTIFY_TEXT.checkInboxTitle,
          description: NOTIFY_TEXT.checkInboxBody,
          variant: 'success',
        }),
      );
      setDone(true);
    } catch (err) {
      fail(err, { failed: NOTIFY_TEXT.failedTitle, failedDetail: NOTIFY_TEXT.failedBody });
    }
  };

  const headingId = `notify-${feature}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} style={{ fontSize: '1.1rem', margin: 0 }}>
        <BellIcon decorative /> {title}
      </h2>
      {description && <p style={{ margin: '4px 0 0' }}>{description}</p>}
      {done ? (
        <Done role="status">
          <SuccessIcon decorative /> {NOTIFY_TEXT.pending}
        </Done>
      ) : (
        <Form $compact={compact} onSubmit={(e) => void submit(e)} noValidate>
          <input
            type="email"
            aria-label="Email address"
            placeholder="you@example.com"
            autoComplete="email"
            value={email}
            disabled={isLoading}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" disabled={!email.trim() || isLoading}>
            {compact ? NOTIFY_TEXT.compactButton : NOTIFY_TEXT.button}
          </Button>
        </Form>
      )}
    </Card>
  );
}
