import type { RegisterBody, RegisterResponse } from '@fff/contracts';
import {
  COMMON_PASSWORD_MESSAGE,
  moderateUsername,
  normalizeReferralCode,
  REFERRAL_BONUS,
  validateRegistration,
} from '@fff/domain';
import { badRequest, conflict } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { sendInBackground } from '../email/mailer';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { buildLink, verificationEmail } from '../email/templates';
import type { Account } from '../users/account';
import { createUser, DUPLICATE_EMAIL, emailExists, findAccountByReferralCode } from '../users/repository';
import { isCommonPassword } from './common-passwords';
import { isDisposableDomain } from './disposable-domains';
import { AUTH_TEXT, firstFieldError } from './messages';
import { issueOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';

/** Apply every sign-up rule of the spec (domain) in its order; throws 400 with the first message. */
function checkRegistration(body: RegisterBody): void {
  const fieldError = firstFieldError(validateRegistration(body, isDisposableDomain));
  if (fieldError) throw fieldError;
  const name = moderateUsername(body.username);
  if (!name.ok) throw badRequest(name.message ?? 'Please choose another username', 'validation');
}

/** Send (in the background) a fresh verification link. */
export async function sendVerification(ctx: IdentityContext, account: Account): Promise<void> {
  const token = await issueOneTimeToken(account.id, 'verify-email');
  const link = buildLink(ctx.config.PUBLIC_URL, '/verify-email', token);
  sendInBackground(ctx.mailer, ctx.logger, verificationEmail(account.email, account.username, link));
}

async function createAccount(
  ctx: IdentityContext,
  body: RegisterBody,
  referredBy: string | null,
): Promise<Account> {
  const email = body.email.trim();
  // Cheap duplicate check first: argon2 costs ~20 MB and tens of ms, never spent on a known address.
  if (await emailExists(email)) throw conflict(DUPLICATE_EMAIL);
  // Then the common-password list (after the duplicate check, which the sign-up form shows first).
  if (isCommonPassword(body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'validation');
  const account = await createUser({
    email,
    username: body.username,
    passwordHash: await hashPassword(body.password),
    isDeveloper: ctx.config.DEVELOPER_EMAILS.includes(email.toLowerCase()),
    newsletterSignup: body.newsletterSignup ?? false,
    referredBy,
  });
  await publishDirectoryEvent(ctx, 'created', account.id);
  await sendVerification(ctx, account);
  return account;
}

/** POST /api/auth/register. */
export async function register(ctx: IdentityContext, body: RegisterBody): Promise<RegisterResponse> {
  checkRegistration(body);
  await createAccount(ctx, body, null);
  return { success: true, message: AUTH_TEXT.registered };
}

/** POST /api/referral/register: as register, remembering the referrer; the bonus follows verification. */
export async function registerWithReferral(
  ctx: IdentityContext,
  body: RegisterBody & { referralCode: string },
): Promise<RegisterResponse> {
  checkRegistration(body);
  const code = normalizeReferralCode(body.referralCode);
  const referrer = code ? await findAccountByReferralCode(code) : null;
  if (!referrer) throw badRequest(AUTH_TEXT.invalidReferral, 'invalid_referral_code');
  await createAccount(ctx, body, referrer.id);
  return { success: true, message: AUTH_TEXT.registeredWithReferral, referralBonus: REFERRAL_BONUS };
}
