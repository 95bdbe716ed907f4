// Under a failed verification (a used or expired link): ask for the email and send a new link
// (POST /api/auth/resend-verification). The answer never says whether the address has an account,
// so the confirmation is worded the same either way.
import { useState, type FormEvent } from 'react';
import { validateEmailOnly } from '@fff/domain/account';
import { serverMessage } from '@fff/platform';
import { Button } from '@fff/ui';
import { useResendVerificationMutation } from '../api/auth-api';
import { Field, Form } from './Field';

/** Texts of the resend form on the verify screen. */
export const RESEND_TEXT = Object.freeze({
  title: 'Need a new link?',
  intro:
    'Verification links work once and expire after a day. Enter your email and we will send a fresh one.',
  submit: 'Send a new verification link',
  pending: 'Sending...',
  sent: 'If this email still needs verifying, a new link is on its way. Please check your inbox.',
  failed: 'Failed to resend. Please try again.',
});

/** Email field and button that send a new verification link. */
export function ResendVerification() {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEmailOnly(email.trim()).email;
    setError(found);
    if (found) return;
    try {
      await resend({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (err) {
      setError(serverMessage(err) ?? RESEND_TEXT.failed);
    }
  };

  return (
    <section aria-labelledby="resend-title">
      <h2 id="resend-title">{RESEND_TEXT.title}</h2>
      <p>{RESEND_TEXT.intro}</p>
      <Form onSubmit={onSubmit} noValidate aria-label="Resend verification email">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={error}
        />
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? RESEND_TEXT.pending : RESEND_TEXT.submit}
        </Button>
      </Form>
      <p role="status">{sent ? RESEND_TEXT.sent : ''}</p>
    </section>
  );
}
