// Sign In tab: email + password, 'Signing In...' while pending, failure toasts of spec §8.
import { useState, type FormEvent } from 'react';
import { TOAST, needsEmailVerification, validateLogin } from '@fff/domain';
import { serverMessage, setCachedUser, setToken, toast, useAppDispatch } from '@fff/platform';
import { Button } from '@fff/ui';
import { useLoginMutation } from '../api/auth-api';
import { fullNavigation } from '../lib/full-navigation';
import { panelOpened } from '../state/auth-screen-slice';
import { Field, Form, LinkButton } from './Field';

/** Texts of the sign-in failures (spec part 1 §8). */
export const SIGN_IN_TEXT = Object.freeze({
  failedTitle: 'Login failed',
  failedFallback: 'Please check your credentials and try again.',
  verifyTitle: 'Email verification required',
  resendAction: 'Resend Email',
});

/** The sign-in form. */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin({ email: email.trim(), password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { token, user } = await login({ email: email.trim(), password }).unwrap();
      setCachedUser(user);
      setToken(token);
      fullNavigation.to('/');
    } catch (error) {
      const message = serverMessage(error);
      if (needsEmailVerification(message)) {
        dispatch(toast({
          title: SIGN_IN_TEXT.verifyTitle,
          description: message,
          variant: 'destructive',
          durationMs: TOAST.verificationMs,
          action: { label: SIGN_IN_TEXT.resendAction, dispatch: panelOpened({ panel: 'resend', email: email.trim() }) },
        }));
        return;
      }
      dispatch(toast({ title: SIGN_IN_TEXT.failedTitle, description: message ?? SIGN_IN_TEXT.failedFallback, variant: 'destructive' }));
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Sign In">
      <Field label="Email" name="email" type="email" autoComplete="email" value={email} onValue={setEmail} error={errors.email} />
      <Field
        label="Password" name="password" type="password" autoComplete="current-password"
        value={password} onValue={setPassword} error={errors.password}
      />
      <Button type="submit" $block disabled={isLoading}>{isLoading ? 'Signing In...' : 'Sign In'}</Button>
      <LinkButton onClick={() => dispatch(panelOpened({ panel: 'forgot', email: email.trim() }))}>Forgot Password?</LinkButton>
    </Form>
  );
}

