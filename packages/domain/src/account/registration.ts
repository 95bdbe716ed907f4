// Sign-up and sign-in form validation (spec part 1 §5), shared by the auth screen and the
// identity service. Each function returns field → message for the failing fields only.
import { isPlaceholderLocalPart, isReservedTestDomain, isValidEmail, type DisposableCheck } from './email';
import { AUTH_MESSAGES } from '../shared/validation-messages';

/** Minimum password length for sign-up and sign-in. */
const PASSWORD_MIN = 6;

/** Registration payload (spec entity). */
export interface RegistrationInput {
  email: string;
  password: string;
  username: string;
  referralCode?: string;
  newsletterSignup?: boolean;
  gdprConsent: boolean;
}

/** Login payload. */
export interface LoginInput {
  email: string;
  password: string;
}

/** Field → message map; empty when valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Validates sign-up: email (valid, not disposable, not placeholder), password ≥ 6, username 3-20,
 * consent. `isDisposable` is the disposable-domain check (svc-identity passes its list's; the
 * browser knows only reserved test domains and the server's check-email answer).
 */
export function validateRegistration(
  input: Partial<RegistrationInput>,
  isDisposable: DisposableCheck = isReservedTestDomain,
): FieldErrors<'email' | 'password' | 'username' | 'gdprConsent'> {
  const errors: FieldErrors<'email' | 'password' | 'username' | 'gdprConsent'> = {};
  const email = (input.email ?? '').trim();
  if (!isValidEmail(email)) errors.email = AUTH_MESSAGES.registerEmailInvalid;
  else if (isDisposable(email)) errors.email = AUTH_MESSAGES.disposableEmail;
  else if (isPlaceholderLocalPart(email)) errors.email = AUTH_MESSAGES.placeholderEmail;
  if ((input.password ?? '').length < PASSWORD_MIN) errors.password = AUTH_MESSAGES.passwordTooShort;
  const username = input.username ?? '';
  if (username.length < 3) errors.username = AUTH_MESSAGES.usernameTooShort;
  else if (username.length > 20) errors.username = AUTH_MESSAGES.usernameTooLong;
  if (input.gdprConsent !== true) errors.gdprConsent = AUTH_MESSAGES.consentRequired;
  return errors;
}

/** Validates sign-in: a valid email and a password of at least 6 characters. */
export function validateLogin(input: Partial<LoginInput>): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!isValidEmail(input.email ?? '')) errors.email = AUTH_MESSAGES.loginEmailInvalid;
  if ((input.password ?? '').length < PASSWORD_MIN) errors.password = AUTH_MESSAGES.passwordTooShort;
  return errors;
}

/** Forgot-password and resend forms: a valid email. */
export function validateEmailOnly(email: string): FieldErrors<'email'> {
  return isValidEmail(email) ? {} : { email: AUTH_MESSAGES.forgotEmailInvalid };
}

/** Referral code as sent: trimmed and uppercased; undefined when blank. */
export function normalizeReferralCode(code: string | undefined | null): string | undefined {
  const value = (code ?? '').trim().toUpperCase();
  return value ? value : undefined;
}

/** True when an error message from the user lookup asks for email verification. */
export function needsEmailVerification(message: string | undefined | null): boolean {
  return (message ?? '').toLowerCase().includes('verify your email');
}
