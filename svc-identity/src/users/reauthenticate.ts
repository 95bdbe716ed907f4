import { badRequest, forbidden, tooMany, unauthorized } from '@fff/service-kit';
import { AUTH_TEXT } from '../auth/messages';
import { verifyPassword } from '../auth/passwords';
import type { IdentityContext } from '../deps';
import { clearPasswordFailures, passwordAttemptsExhausted, recordPasswordFailure } from './password-attempts';
import { findPasswordHash } from './repository';

export const REAUTH_TEXT = Object.freeze({
  tooManyAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
});

/**
 * The account's current password, asked again before a change a stolen session must not make on
 * its own (email change, password change, deletion, export). Wrong guesses share one budget per
 * account (`password_attempts`: 5 per 15 minutes, then 429 even for the right one), so a thief
 * cannot try more by switching routes. A wrong password answers `wrongStatus` (never 401: that
 * would make the client refresh and sign out), with code `wrong_password`.
 */
export async function checkCurrentPassword(
  ctx: IdentityContext,
  userId: string,
  password: string,
  wrongStatus: 400 | 403 = 403,
): Promise<void> {
  const hash = await findPasswordHash(userId);
  if (!hash) throw unauthorized();
  if (await passwordAttemptsExhausted(userId, ctx.now())) throw tooMany(REAUTH_TEXT.tooManyAttempts);
  if (!(await verifyPassword(hash, password))) {
    await recordPasswordFailure(userId, ctx.now());
    throw (wrongStatus === 400 ? badRequest : forbidden)(AUTH_TEXT.currentPasswordWrong, 'wrong_password');
  }
  await clearPasswordFailures(userId);
}
