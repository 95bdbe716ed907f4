import type { SuccessResponse, VerifyEmailResponse } from '@fff/contracts';
import { isStrongPassword } from '@fff/domain';
import { ACCOUNT_MESSAGES, COMMON_PASSWORD_MESSAGE, validateEmailOnly } from '@fff/domain';
import { AppError, badRequest } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { sendInBackground } from '../email/mailer';
import { buildLink, resetPasswordEmail } from '../email/templates';
import { startReferralWait } from '../referral/bonus';
import { revokeUserSessions } from '../sessions/repository';
import { findAccountByEmail, findAccountById, markVerifiedOnce, setPasswordHash } from '../users/repository';
import { isCommonPassword } from './common-passwords';
import { AUTH_TEXT, firstFieldError } from './messages';
import { consumeOneTimeToken, isOneTimeTokenUsable, issueOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { clearSignInFailures } from './sign-in-backoff';
import { sendVerification } from './register';

/** Mark verified; the first time only, a referred user's bonus starts waiting for their lessons. */
async function verifyAccount(userId: string): Promise<void> {
  const newlyVerified = await markVerifiedOnce(userId);
  if (newlyVerified) await startReferralWait(newlyVerified);
}

/**
 * 400 of GET /api/auth/verify-email, whose spec gives the error the page's own shape
 * `{ success: false, error }`; it travels through the central error handler like every other error.
 */
export const verificationRefused = (text: string) =>
  new AppError('invalid_token', 400, text, { body: { success: false, error: text } });

/** GET /api/auth/verify-email: the link from the verification email (single use, 24 h). */
export async function verifyEmail(ctx: IdentityContext, token: string): Promise<VerifyEmailResponse> {
  const userId = await consumeOneTimeToken(token, 'verify-email');
  if (!userId || !(await findAccountById(userId))) throw verificationRefused(AUTH_TEXT.verifyInvalid);
  await verifyAccount(userId);
  return { success: true, message: AUTH_TEXT.verified };
}

function checkEmail(email: string): void {
  const fieldError = firstFieldError(validateEmailOnly(email.trim()));
  if (fieldError) throw fieldError;
}

/** POST /api/auth/resend-verification: same answer whether or not the address exists or is verified. */
export async function resendVerification(ctx: IdentityContext, email: string): Promise<SuccessResponse> {
  checkEmail(email);
  const account = await findAccountByEmail(email);
  if (account && !account.emailVerified) await sendVerification(ctx, account);
  return { success: true, message: AUTH_TEXT.resendSent };
}

/** POST /api/auth/forgot-password: same answer for known and unknown addresses. */
export async function forgotPassword(ctx: IdentityContext, email: string): Promise<SuccessResponse> {
  checkEmail(email);
  const account = await findAccountByEmail(email);
  if (account) {
    const token = await issueOneTimeToken(account.id, 'reset-password');
    const link = buildLink(ctx.config.PUBLIC_URL, '/reset-password', token);
    sendInBackground(ctx.mailer, ctx.logger, resetPasswordEmail(account.email, account.username, link));
  }
  return { success: true, message: AUTH_TEXT.forgotSent };
}

/**
 * GET /api/auth/reset-password: whether the link still works, asked when its page opens, so a used
 * or expired link is said at once instead of after the learner typed a new password twice.
 */
export async function checkResetLink(token: string): Promise<SuccessResponse> {
  if (!(await isOneTimeTokenUsable(token, 'reset-password')))
    throw badRequest(AUTH_TEXT.resetInvalid, 'invalid_token');
  return { success: true, message: AUTH_TEXT.resetLinkWorks };
}

/**
 * POST /api/auth/reset-password: the new password follows the change-password rules; every
 * session ends. The link proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(
  ctx: IdentityContext,
  token: string,
  password: string,
): Promise<SuccessResponse> {
  if (!isStrongPassword(password)) throw badRequest(ACCOUNT_MESSAGES.passwordRequirements, 'validation');
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'validation');
  const userId = await consumeOneTimeToken(token, 'reset-password');
  const account = userId ? await findAccountById(userId) : null;
  if (!userId || !account) throw badRequest(AUTH_TEXT.resetInvalid, 'invalid_token');
  await setPasswordHash(userId, await hashPassword(password));
  // The link proves the owner: a sign-in pause an attacker caused ends here.
  await clearSignInFailures(account.email);
  await revokeUserSessions(userId);
  await verifyAccount(userId);
  return { success: true, message: AUTH_TEXT.resetDone };
}
