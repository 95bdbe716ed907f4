import type { ChangePasswordBody, SuccessResponse } from '@fff/contracts';
import { validatePasswordChange } from '@fff/domain';
import { badRequest } from '@fff/service-kit';
import { AUTH_TEXT } from '../auth/messages';
import { hashPassword } from '../auth/passwords';
import type { IdentityContext } from '../deps';
import { sendInBackground } from '../email/mailer';
import { revokeUserSessions } from '../sessions/repository';
import { passwordChanged } from './account-emails';
import { checkCurrentPassword } from './reauthenticate';
import { findAccountById, setPasswordHash } from './repository';

export const PASSWORD_TEXT = Object.freeze({
  sameAsCurrent: 'Your new password must be different from your current password.',
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
  // 400 as before for this screen (its form shows the message under the field).
  await checkCurrentPassword(ctx, userId, body.currentPassword, 400);
  if (body.newPassword === body.currentPassword) throw badRequest(PASSWORD_TEXT.sameAsCurrent, 'validation');
  await setPasswordHash(userId, await hashPassword(body.newPassword));
  await revokeUserSessions(userId, sessionId);
  const account = await findAccountById(userId);
  if (account) {
    const link = new URL('/auth', ctx.config.PUBLIC_URL).toString();
    sendInBackground(ctx.mailer, ctx.logger, passwordChanged(account.email, account.username, link));
  }
  return { success: true, message: AUTH_TEXT.passwordChanged };
}
