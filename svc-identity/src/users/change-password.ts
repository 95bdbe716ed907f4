import type { ChangePasswordBody, SuccessResponse } from '@fff/contracts';
import { validatePasswordChange } from '@fff/domain';
import { AppError, badRequest, unauthorized } from '@fff/service-kit';
import { AUTH_TEXT } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { IdentityContext } from '../context';
import { sendInBackground } from '../email/mailer';
import { revokeUserSessions } from '../sessions/repository';
import { passwordChanged } from './account-emails';
import { clearPasswordFailures, passwordAttemptsExhausted, recordPasswordFailure } from './password-attempts';
import { findAccountById, findPasswordHash, setPasswordHash } from './repository';

export const PASSWORD_TEXT = Object.freeze({
  sameAsCurrent: 'Your new password must be different from your current password.',
  tooManyAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
});

/**
 * POST /api/user/change-password: the spec's rules (domain); the current password must match
 * (at most 5 wrong ones per account per 15 minutes); the new one must differ; every other session
 * ends while the caller's stays; the account's address gets a notice.
 */
export async function changePassword(
  ctx: IdentityContext,
  userId: string,
  sessionId: string,
  body: ChangePasswordBody,
): Promise<SuccessResponse> {
  const error = validatePasswordChange({
    ...body,
    confirmPassword: body.confirmPassword ?? body.newPassword,
  });
  if (error) throw badRequest(error, 'validation');
  const hash = await findPasswordHash(userId);
  if (!hash) throw unauthorized();
  if (await passwordAttemptsExhausted(userId, ctx.now()))
    throw new AppError('rate_limited', 429, PASSWORD_TEXT.tooManyAttempts);
  // 400, not 401: a 401 would make the client refresh and sign out.
  if (!(await verifyPassword(hash, body.currentPassword))) {
    await recordPasswordFailure(userId, ctx.now());
    throw badRequest(AUTH_TEXT.currentPasswordWrong, 'wrong_password');
  }
  if (body.newPassword === body.currentPassword) throw badRequest(PASSWORD_TEXT.sameAsCurrent, 'validation');
  await setPasswordHash(userId, await hashPassword(body.newPassword));
  await revokeUserSessions(userId, sessionId);
  await clearPasswordFailures(userId);
  const account = await findAccountById(userId);
  if (account) {
    const link = new URL('/auth', ctx.config.PUBLIC_URL).toString();
    sendInBackground(ctx.mailer, ctx.logger, passwordChanged(account.email, account.username, link));
  }
  return { success: true, message: AUTH_TEXT.passwordChanged };
}
