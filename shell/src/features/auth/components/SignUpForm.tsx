// Sign Up tab: username (limits stated up front), email with the live hint, password, referral
// code, newsletter, consent. Every problem shows once, on its field: a server refusal that names a
// field (taken username or email, a moderation rule, a bad referral code) goes there, not to a toast;
// an email the server already knows is said once (the hint gives way to the field error). The email
// is shared with the Sign In tab, so a finished sign-up lands on Sign In with it filled in.
import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeReferralCode, validateRegistration } from '@fff/domain/account';
import { AUTH_MESSAGES, TOAST } from '@fff/domain/shared';
import { REFERRAL_LESSONS_REQUIRED } from '@fff/domain/social';
import { serverMessage, toast, useAppDispatch, useAppSelector, useCallFeedback } from '@fff/platform';
import { Button } from '@fff/ui';
import { useReferralRegisterMutation, useRegisterMutation } from '../api/auth-api';
import { useEmailHint } from '../hooks/use-email-hint';
import { serverField, type SignUpField } from '../lib/server-field';
import { emailTyped, selectAuthScreen, tabShown } from '../state/auth-screen-slice';
import { EmailHintView } from './EmailHintView';
import { CheckboxField, Field, FieldHint, Form } from './Field';

/** Texts of the sign-up outcomes (spec part 1 §8, §9: success toast 8–10 s). */
export const SIGN_UP_TEXT = Object.freeze({
  successTitle: 'Account created!',
  successText: 'Check your email for a link to verify your account, then sign in.',
  bonusNote: (amount: number) =>
    ` Your ${amount} Spice Stones referral bonus arrives once you have completed ${REFERRAL_LESSONS_REQUIRED} lessons.`,
  failedTitle: 'Registration failed',
  failedFallback: 'Please try again with different details.',
});

type Errors = Partial<Record<SignUpField, string>>;

/** The registration form; `initialReferralCode` comes from an invite link (?ref=). */
export function SignUpForm({ initialReferralCode = '' }: { initialReferralCode?: string }) {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const [register, registerState] = useRegisterMutation();
  const [referralRegister, referralState] = useReferralRegisterMutation();
  const sharedEmail = useAppSelector(selectAuthScreen).email;
  const [form, setForm] = useState({
    username: '',
    email: sharedEmail,
    password: '',
    referralCode: initialReferralCode.toUpperCase(),
  });
  const [newsletterSignup, setNewsletter] = useState(false);
  const [gdprConsent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { hint, exists, isDisposable } = useEmailHint(form.email);
  const pending = registerState.isLoading || referralState.isLoading;
  // Editing a field clears its message: the learner is acting on it.
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
    if (key === 'email') dispatch(emailTyped(value.trim()));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, email: form.email.trim(), newsletterSignup, gdprConsent };
    // The disposable list is the server's: check-email's answer for this address (and, failing
    // that, the registration's own refusal) marks such a domain on the field.
    const disposable = isValidEmail(body.email) && (await isDisposable(body.email));
    const found = validateRegistration(body, () => disposable);
    if (!found.email && exists) found.email = AUTH_MESSAGES.emailAlreadyRegistered;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const referralCode = normalizeReferralCode(form.referralCode);
    const { username, email, password } = body;
    const base = { username, email, password, newsletterSignup, gdprConsent };
    try {
      const answer = await (
        referralCode ? referralRegister({ ...base, referralCode }) : register(base)
      ).unwrap();
      const bonus = answer.referralBonus ? SIGN_UP_TEXT.bonusNote(answer.referralBonus) : '';
      dispatch(
        toast({
          title: SIGN_UP_TEXT.successTitle,
          description: SIGN_UP_TEXT.successText + bonus,
          variant: 'success',
          durationMs: TOAST.registrationSuccessMaxMs,
        }),
      );
      // Switching tabs remounts the forms, which resets this one.
      dispatch(tabShown('signin'));
    } catch (error) {
      const message = serverMessage(error);
      const code = (error as { data?: { error?: string } }).data?.error;
      const field = message ? serverField(code, message) : null;
      if (field && message) {
        setErrors({ [field]: message });
        return;
      }
      fail(error, { failed: SIGN_UP_TEXT.failedTitle, fallback: SIGN_UP_TEXT.failedFallback });
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Sign Up">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        value={form.username}
        onValue={set('username')}
        error={errors.username}
        hint={<FieldHint>{AUTH_MESSAGES.usernameHint}</FieldHint>}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onValue={set('email')}
        error={errors.email}
      >
        <EmailHintView hint={errors.email ? null : hint} onUseSuggestion={set('email')} />
      </Field>
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValue={set('password')}
        error={errors.password}
      />
      <Field
        label="Referral Code (optional)"
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        value={form.referralCode}
        onValue={(v) => set('referralCode')(v.toUpperCase())}
        error={errors.referralCode}
      />
      <CheckboxField
        name="newsletterSignup"
        checked={newsletterSignup}
        onChecked={setNewsletter}
        label="Send me cooking tips and news about new features"
      />
      <CheckboxField
        name="gdprConsent"
        checked={gdprConsent}
        onChecked={setConsent}
        error={errors.gdprConsent}
        label="I agree to the processing of my personal data to create and run my account"
      />
      <Button type="submit" $block disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
