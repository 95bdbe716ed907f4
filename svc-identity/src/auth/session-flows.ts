import type { AuthResponse, LoginBody } from '@fff/contracts';
import { validateLogin } from '@fff/domain';
import { AppError, signAccessToken, unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import {
  createSession,
  revokeByRefreshToken,
  revokeSession,
  type IssuedSession,
} from '../sessions/repository';
import { settleReferralBonusLater } from '../referral/bonus';
import { rotateSession } from '../sessions/rotation';
import type { Account } from '../users/account';
import { findAccountById, findCredentialsByEmail } from '../users/repository';
import { adoptTimeZone } from '../users/time-zone';
import { isDeveloperAccount, userPayload } from '../users/service';
import { AUTH_TEXT, firstFieldError } from './messages';
import { verifyPassword } from './passwords';
import { assertNotPaused, clearSignInFailures, recordSignInFailure } from './sign-in-backoff';

/** Access token lifetime. */
export const ACCESS_TOKEN_TTL = '15m';

/** What a successful login or refresh gives the route: the JSON answer and the cookie to set. */
export interface SignedIn {
  response: AuthResponse;
  session: IssuedSession;
}

/** A signed access token for this account and session. */
export function accessTokenFor(ctx: IdentityContext, account: Account, sessionId: string): string {
  if (!ctx.keys.privateKey) throw new Error('svc-identity needs the private signing key');
  const claims = {
    userId: account.id,
    sessionId,
    username: account.username,
    isDeveloper: isDeveloperAccount(ctx, account),
    // The streak day follows the account's zone, not a header the client may change each request.
    ...(account.timeZone && { timeZone: account.timeZone }),
  };
  return signAccessToken(ctx.keys.privateKey, claims, ACCESS_TOKEN_TTL);
}

async function signedIn(ctx: IdentityContext, account: Account, session: IssuedSession): Promise<SignedIn> {
  // A natural moment to ask whether a referred learner has done the lessons their bonus waits for.
  settleReferralBonusLater(ctx, account.id);
  const token = accessTokenFor(ctx, account, session.sessionId);
  return { response: { token, user: await userPayload(ctx, account) }, session };
}

/**
 * POST /api/auth/login: same 401 for an unknown email and a wrong password (with attemptsLeft once
 * few remain); 429 account_locked while the address is paused; 403 while unverified.
 */
export async function login(
  ctx: IdentityContext,
  body: LoginBody,
  userAgent: string,
  zone?: string,
): Promise<SignedIn> {
  const fieldError = firstFieldError(validateLogin(body));
  if (fieldError) throw fieldError;
  await assertNotPaused(body.email, ctx.now());
  const found = await findCredentialsByEmail(body.email);
  const ok = await verifyPassword(found?.passwordHash ?? null, body.password);
  if (!found || !ok) throw await recordSignInFailure(body.email, ctx.now());
  await clearSignInFailures(body.email);
  // Only someone who knows the password learns that the address is unverified.
  if (!found.account.emailVerified) throw new AppError('email_not_verified', 403, AUTH_TEXT.notVerified);
  const account = await adoptTimeZone(found.account, zone);
  return signedIn(ctx, account, await createSession(account.id, userAgent));
}

/**
 * POST /api/auth/refresh: rotate the refresh token. The token rotated away within the grace window
 * refreshes once more (a race, not an attack); any older token revokes the session.
 */
export async function refresh(
  ctx: IdentityContext,
  refreshToken: string | undefined,
  zone?: string,
): Promise<SignedIn> {
  if (!refreshToken) throw unauthorized('Please sign in again.', 'no_session');
  const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  const result = await rotateSession(refreshToken, { graceMs, now: ctx.now() });
  if (result.kind === 'reused') {
    ctx.logger.warn('refresh token reuse detected; session revoked');
    throw unauthorized('Please sign in again.', 'session_revoked');
  }
  if (result.kind === 'invalid') throw unauthorized('Please sign in again.', 'no_session');
  if (result.raced)
    ctx.logger.info(
      { sessionId: result.session.sessionId },
      'previous refresh token honoured within grace window',
    );
  const found = await findAccountById(result.session.userId);
  if (!found) {
    await revokeSession(result.session.sessionId);
    throw unauthorized();
  }
  return signedIn(ctx, await adoptTimeZone(found, zone), result.session);
}

/** POST /api/auth/logout: end the cookie's session and the bearer token's session, whichever is known. */
export async function logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
  if (refreshToken) await revokeByRefreshToken(refreshToken);
  if (sessionId) await revokeSession(sessionId);
}
