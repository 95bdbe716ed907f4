// Sign-in, forgot-password and resend validation (spec part 1 §5), shared by the auth screen and
// the identity service. Kept apart from registration.ts so the sign-in form does not pull in
// email.ts's spell checker and profanity rules (the sign-up form loads those on demand).
import { isValidEmail } from './email-format';
import { AUTH_MESSAGES } from '../shared/validation-messages';

/** Minimum password length for sign-up and sign-in. */
export const PASSWORD_MIN = 6;
/**
 * Longest password any form or call accepts: far beyond what anyone types or a manager generates,
 * and it keeps megabytes of "password" away from argon2.
 */
export const PASSWORD_MAX = 1024;

/** The sign-in and sign-up password rule: its message, or undefined when the length is fine. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  return undefined;
}

/** Login payload. */
export interface LoginInput {
  email: string;
  password: string;
}

/** Field → message map; empty when valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Validates sign-in: a valid email and a password of 6 to 1024 characters. */
export function validateLogin(input: Partial<LoginInput>): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!isValidEmail(input.email ?? '')) errors.email = AUTH_MESSAGES.loginEmailInvalid;
  const password = passwordLengthProblem(input.password ?? '');
  if (password) errors.password = password;
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
