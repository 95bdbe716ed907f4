// Which sign-up field a server refusal belongs to. svc-identity answers `{ error, message }` without
// a field name (409 conflict for a taken email or username, 400 validation with the first failing
// rule's message, 400 invalid_referral_code), so the field is read from the code and the words;
// a refusal that names no field stays a toast.

/** Sign-up fields a server message can be placed on. */
export type SignUpField = 'username' | 'email' | 'password' | 'referralCode' | 'gdprConsent';

/** The field `message` (with error `code`) is about, or null when it names none. */
export function serverField(code: string | undefined, message: string): SignUpField | null {
  if (code === 'invalid_referral_code' || /referral/i.test(message)) return 'referralCode';
  if (/username/i.test(message)) return 'username';
  if (/e-?mail/i.test(message)) return 'email';
  if (/password/i.test(message)) return 'password';
  if (/terms|consent/i.test(message)) return 'gdprConsent';
  return null;
}
