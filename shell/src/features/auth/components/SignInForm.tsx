// Sign In tab: email + password, 'Signing In...' while pending, failure toasts of spec §8. The email
// is shared with the Sign Up tab. When svc-identity says how many tries are left before sign-in is
// paused (`attemptsLeft` in the 401 body) the form warns under the password; when it is paused
// (429) the form says so and points to Forgot Password instead of a toast that vanishes.
import { useState, type FormEvent } from 'react';
import { errorBodySchema } from '@fff/contracts';
import { needsEmailVerification, validateLogin } from '@fff/domain/account';
import { TOAST } from '@fff/domain/shared';
import {
  errorBody,
  errorStatus,
  keepSignIn,
  serverMessage,
  toast,
  useAppDispatch,
  useAppSelector,
  useCallFeedback,
} from '@fff/platform';
import { Button } from '@fff/ui';
import { useLoginMutation } from '../api/auth-api';
import { fullNavigation } from '../lib/full-navigation';
import { emailTyped, panelOpened, selectAuthScreen } from '../state/auth-screen-slice';
import { Field, FieldError, Form, LinkButton } from './Field';

/** Texts of the sign-in failures (spec part 1 §8). */
export const SIGN_IN_TEXT = Object.freeze({
  failedTitle: 'Login failed',
  failedFallback: 'Please check your credentials and try again.',
  verifyTitle: 'Email verification required',
  resendAction: 'Resend Email',
  attemptsLeft: (n: number) =>
    `${n} ${n === 1 ? 'attempt' : 'attempts'} left before sign-in is paused. Forgot your password? Reset it instead.`,
  lockedFallback:
    'Sign-in is paused after too many attempts. Please wait a few minutes, or reset your password.',
});

/** The tries left from a 401 body, when svc-identity sends them. */
function attemptsLeftOf(error: unknown): number | null {
  return errorBody(error, errorBodySchema)?.attemptsLeft ?? null;
}

/** The sign-in form. */
export function SignInForm() {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const [login, { isLoading }] = useLoginMutation();
  const sharedEmail = useAppSelector(selectAuthScreen).email;
  const [email, setEmailState] = useState(sharedEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});
  // A standing notice about the tries (attempts left, or paused); replaced on the next submit.
  const [tries, setTries] = useState<{ text: string; locked: boolean } | null>(null);
  const setEmail = (value: string) => {
    setEmailState(value);
    dispatch(emailTyped(value.trim()));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin({ email: email.trim(), password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setTries(null);
    try {
      // The token stays in memory and other tabs follow this sign-in; the new page restores the
      // session from the refresh cookie the login set (the token never goes to localStorage).
      keepSignIn(await login({ email: email.trim(), password }).unwrap());
      fullNavigation.to('/');
    } catch (error) {
      const message = serverMessage(error);
      if (needsEmailVerification(message)) {
        dispatch(
          toast({
            title: SIGN_IN_TEXT.verifyTitle,
            description: message,
            variant: 'destructive',
            durationMs: TOAST.verificationMs,
            action: {
              label: SIGN_IN_TEXT.resendAction,
              dispatch: panelOpened({ panel: 'resend', email: email.trim() }),
            },
          }),
        );
        return;
      }
      if (errorStatus(error) === 429) {
        setTries({ text: message ?? SIGN_IN_TEXT.lockedFallback, locked: true });
        return;
      }
      const left = attemptsLeftOf(error);
      if (left !== null) setTries({ text: SIGN_IN_TEXT.attemptsLeft(left), locked: false });
      fail(error, { failed: SIGN_IN_TEXT.failedTitle, fallback: SIGN_IN_TEXT.failedFallback });
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Sign In">
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <div role="alert">{tries && <FieldError>⚠ {tries.text}</FieldError>}</div>
      <Button type="submit" $block disabled={isLoading}>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
      <LinkButton onClick={() => dispatch(panelOpened({ panel: 'forgot', email: email.trim() }))}>
        Forgot Password?
      </LinkButton>
    </Form>
  );
}
