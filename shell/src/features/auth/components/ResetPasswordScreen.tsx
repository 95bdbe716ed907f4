// /reset-password?token=…: choose a new password from the emailed link (beyond the spec, so a
// forgotten password can be recovered). The rules are the change-password rules of @fff/domain.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isStrongPassword, passwordRequirements } from '@fff/domain/account';
import { ACCOUNT_MESSAGES } from '@fff/domain/shared';
import { errorStatus, serverMessage } from '@fff/platform';
import { Button, Card, EmptyState, PasswordIcon, WarningIcon } from '@fff/ui';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/auth-api';
import { Field, FieldError, Form, LinkButton } from './Field';
import { PasswordChecklist } from './PasswordChecklist';
import { ButtonLink } from './ButtonLink';

/** Texts of the reset screen. */
export const RESET_TEXT = Object.freeze({
  title: 'Reset Password',
  invalidLink: 'This reset link is invalid or has expired.',
  linkProblemTitle: "This link doesn't work",
  askAgain: 'Use Forgot Password on the sign-in screen to get a new one.',
  doneTitle: 'Password Reset!',
  doneFallback: 'Your password has been changed. You can now sign in.',
  failedFallback: 'Please try again.',
});

/** The new-password form, or its outcome. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [reset, { isLoading, data, error }] = useResetPasswordMutation();
  // Said at once when the page opens; an outage here leaves the form, whose submit will tell.
  const check = useCheckResetLinkQuery(token, { skip: !token });
  const linkRefused = errorStatus(check.error) === 400;

  if (data?.success) {
    return (
      <>
        <h1>{RESET_TEXT.title}</h1>
        <EmptyState
          icon={<PasswordIcon decorative />}
          title={RESET_TEXT.doneTitle}
          role="status"
          action={<ButtonLink to="/auth">Go to Sign In</ButtonLink>}
        >
          {data.message || RESET_TEXT.doneFallback}
        </EmptyState>
      </>
    );
  }
  if (!token || linkRefused) {
    // Every state of the page has the page's h1 (one h1 per route); the outcome is the h2 below it.
    return (
      <>
        <h1>{RESET_TEXT.title}</h1>
        <EmptyState
          icon={<WarningIcon decorative />}
          title={RESET_TEXT.linkProblemTitle}
          role="alert"
          action={<ButtonLink to="/auth">Back to Sign In</ButtonLink>}
        >
          {RESET_TEXT.invalidLink} {RESET_TEXT.askAgain}
        </EmptyState>
      </>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!isStrongPassword(password)) found.password = ACCOUNT_MESSAGES.passwordRequirements;
    else if (password !== confirm) found.confirm = ACCOUNT_MESSAGES.passwordMismatch;
    setErrors(found);
    if (!found.password && !found.confirm) reset({ token, password });
  };

  return (
    <Card>
      <h1>{RESET_TEXT.title}</h1>
      <Form onSubmit={onSubmit} noValidate aria-label={RESET_TEXT.title}>
        <Field
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        >
          <PasswordChecklist items={passwordRequirements(password)} />
        </Field>
        <Field
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
          error={errors.confirm}
        />
        {error && <FieldError role="alert">⚠ {serverMessage(error) ?? RESET_TEXT.failedFallback}</FieldError>}
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? 'Resetting...' : 'Reset Password'}
        </Button>
        <LinkButton onClick={() => navigate('/auth')}>Back to Sign In</LinkButton>
      </Form>
    </Card>
  );
}
