// Sign-up form validation (spec part 1 §5), shared by the auth screen and the identity service.
// Returns field → message for the failing fields only. Sign-in's rules are in sign-in.ts.
import { isPlaceholderLocalPart, isReservedTestDomain, type DisposableCheck } from './email';
import { isValidEmail } from './email-format';
import { passwordLengthProblem, type FieldErrors } from './sign-in';
import { AUTH_MESSAGES } from '../shared/validation-messages';

/** Registration payload (spec entity). */
export interface RegistrationInput {
  email: string;
  password: string;
  username: string;
  referralCode?: string;
  newsletterSignup?: boolean;
  gdprConsent: boolean;
}

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
  const password = passwordLengthProblem(input.password ?? '');
  if (password) errors.password = password;
  const username = input.username ?? '';
  if (username.length < 3) errors.username = AUTH_MESSAGES.usernameTooShort;
  else if (username.length > 20) errors.username = AUTH_MESSAGES.usernameTooLong;
  if (input.gdprConsent !== true) errors.gdprConsent = AUTH_MESSAGES.consentRequired;
  return errors;
}
