// Loaded only after GET /api/user fails (its rules import @fff/domain, which is large).
import { AUTH_MESSAGES, needsEmailVerification } from '@fff/domain';
import { errorMessage, setAuthError } from '@fff/platform';

/** Spec §5: a lookup error asking to verify the email leaves a notice for the sign-in page. */
export function rememberVerificationNotice(error: unknown): void {
  if (needsEmailVerification(errorMessage(error))) setAuthError(AUTH_MESSAGES.verifyEmailStored);
}
