import type { ChangePasswordBody, SuccessResponse } from '@fff/contracts';
import { validatePasswordChange } from '@fff/domain';
import { badRequest, unauthorized } from '@fff/service-kit';
import { AUTH_TEXT } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../sessions/repository';
import { findPasswordHash, setPasswordHash } from './repository';

/**
 * POST /api/user/change-password: the spec's rules (domain), the current password must match,
 * and every other session of the user ends; the caller's session stays.
 */
export async function changePassword(userId: string, sessionId: string, body: ChangePasswordBody): Promise<SuccessResponse> {
  const error = validatePasswordChange({ ...body, confirmPassword: body.confirmPassword ?? body.newPassword });
  if (error) throw badRequest(error, 'validation');
  const hash = await findPasswordHash(userId);
  if (!hash) throw unauthorized();
  // 400, not 401: a 401 would make the client refresh and sign out.
  if (!(await verifyPassword(hash, body.currentPassword))) throw badRequest(AUTH_TEXT.currentPasswordWrong, 'wrong_password');
  await setPasswordHash(userId, await hashPassword(body.newPassword));
  await revokeUserSessions(userId, sessionId);
  return { success: true, message: AUTH_TEXT.passwordChanged };
}
