// Forgot Password and Resend Verification panels: one email field, spec §5/§8 messages and toasts.
import { useState, type FormEvent } from 'react';
import { validateEmailOnly } from '@fff/domain/account';
import { TOAST } from '@fff/domain/shared';
import { toast, useAppDispatch, useAppSelector, useCallFeedback } from '@fff/platform';
import { Button, Card } from '@fff/ui';
import { useForgotPasswordMutation, useResendVerificationMutation } from '../api/auth-api';
import { panelClosed, selectAuthScreen } from '../state/auth-screen-slice';
import { Field, Form, LinkButton } from './Field';

const PANELS = {
  forgot: {
    title: 'Forgot Password',
    intro: "Enter your email and we'll send you a link to reset your password.",
    submit: 'Send Reset Link',
    pending: 'Sending...',
    successTitle: 'Check your email',
    successText: 'If an account exists for this email, a password reset link is on its way.',
    successMs: TOAST.durationMs,
    failTitle: 'Request failed',
  },
  resend: {
    title: 'Resend Verification Email',
    intro: "We'll send a new verification link to this email.",
    submit: 'Resend Verification Email',
    pending: 'Sending...',
    successTitle: 'Verification email sent',
    successText: 'Please check your inbox for the verification link.',
    successMs: TOAST.resendSuccessMs,
    failTitle: 'Failed to resend',
  },
} as const;

/** Texts shared by both panels' failures (spec §8). */
export const PANEL_FAILURE_FALLBACK = 'Please try again.';

/** The Forgot Password or Resend Verification panel. */
export function EmailPanel({ kind }: { kind: 'forgot' | 'resend' }) {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const { panelEmail } = useAppSelector(selectAuthScreen);
  const [email, setEmail] = useState(panelEmail);
  const [error, setError] = useState<string | undefined>();
  const [forgot, forgotState] = useForgotPasswordMutation();
  const [resend, resendState] = useResendVerificationMutation();
  const text = PANELS[kind];
  const pending = kind === 'forgot' ? forgotState.isLoading : resendState.isLoading;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEmailOnly(email.trim()).email;
    setError(found);
    if (found) return;
    try {
      await (kind === 'forgot' ? forgot : resend)({ email: email.trim() }).unwrap();
      dispatch(
        toast({
          title: text.successTitle,
          description: text.successText,
          variant: 'success',
          durationMs: text.successMs,
        }),
      );
      dispatch(panelClosed());
    } catch (err) {
      // Forgot: fixed text; resend: the server's message when it has one.
      fail(err, {
        failed: text.failTitle,
        failedDetail: kind === 'resend' ? undefined : PANEL_FAILURE_FALLBACK,
        fallback: PANEL_FAILURE_FALLBACK,
      });
    }
  };

  return (
    <Card>
      <h2>{text.title}</h2>
      <p>{text.intro}</p>
      <Form onSubmit={onSubmit} noValidate aria-label={text.title}>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={error}
          autoFocus
        />
        <Button type="submit" $block disabled={pending}>
          {pending ? text.pending : text.submit}
        </Button>
        <LinkButton onClick={() => dispatch(panelClosed())}>Back to Sign In</LinkButton>
      </Form>
    </Card>
  );
}
