// Loaded only after GET /api/user fails (its rules import @fff/domain, which is large).
import { needsEmailVerification } from '@fff/domain/account';
import { AUTH_MESSAGES } from '@fff/domain/shared';
import { errorMessage, setAuthError } from '@fff/platform';

/** Spec §5: a lookup error asking to verify the email leaves a notice for the sign-in page. */
export function rememberVerificationNotice(error: unknown): void {
  if (needsEmailVerification(errorMessage(error))) setAuthError(AUTH_MESSAGES.verifyEmailStored);
}
