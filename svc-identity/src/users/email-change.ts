import { ACCOUNT_MESSAGES, AUTH_MESSAGES, isPlaceholderLocalPart, isValidEmail } from '@fff/domain';
import { badRequest, conflict, unauthorized, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { isDisposableDomain } from '../auth/disposable-domains';
import type { IdentityContext } from '../deps';
import { sendInBackground } from '../email/mailer';
import { hashToken, randomToken } from '../sessions/tokens';
import type { Account } from './account';
import { confirmNewEmail, emailChanged, emailChangeRequested } from './account-emails';
import { EmailChangeModel } from './email-change-model';
import { checkCurrentPassword } from './reauthenticate';
import { UserModel, type UserDoc } from './model';
import { DUPLICATE_EMAIL, emailExists, findAccountById, normaliseEmail } from './repository';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Query parameter of the Edit Profile link that carries the confirmation token. */
export const CONFIRM_EMAIL_PARAM = 'confirmEmail';

export const EMAIL_TEXT = Object.freeze({
  linkInvalid: 'This email confirmation link is invalid or has expired.',
  changed: 'Your email has been changed.',
});

/** The sign-up rules for an address (valid, not disposable, not a placeholder). */
function checkAddress(email: string): void {
  if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.registerEmailInvalid, 'validation');
  if (isDisposableDomain(email)) throw badRequest(AUTH_MESSAGES.disposableEmail, 'validation');
  if (isPlaceholderLocalPart(email)) throw badRequest(AUTH_MESSAGES.placeholderEmail, 'validation');
}

/**
 * Start moving an account to `newEmail`: the new address gets a link (Edit Profile with the
 * token), the old one is told. The sign-in email stays until the link is opened. The current
 * password is asked again (a stolen session must not be able to start a takeover), before the
 * address is looked up, so only the owner learns whether it already has an account.
 */
export async function requestEmailChange(
  ctx: IdentityContext,
  account: Account,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<void> {
  checkAddress(newEmail);
  if (!currentPassword) throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired, 'validation');
  await checkCurrentPassword(ctx, account.id, currentPassword);
  if (await emailExists(newEmail)) throw conflict(DUPLICATE_EMAIL);
  const token = randomToken();
  await EmailChangeModel.updateOne(
    { userId: account.id },
    {
      $set: {
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(ctx.now().getTime() + LINK_LIFETIME_MS),
      },
    },
    { upsert: true },
  );
  const link = new URL('/edit-profile', ctx.config.PUBLIC_URL);
  link.searchParams.set(CONFIRM_EMAIL_PARAM, token);
  sendInBackground(ctx.mailer, ctx.logger, confirmNewEmail(newEmail, account.username, link.toString()));
  const passwordLink = new URL('/change-password', ctx.config.PUBLIC_URL).toString();
  sendInBackground(
    ctx.mailer,
    ctx.logger,
    emailChangeRequested(account.email, account.username, newEmail, passwordLink),
  );
}

/** The address waiting for confirmation, or null. */
export async function pendingEmailOf(ctx: IdentityContext, userId: string): Promise<string | null> {
  const doc = await EmailChangeModel.findOne({
    userId,
    expiresAt: mongoose.trusted({ $gt: ctx.now() }),
  }).lean();
  return doc?.newEmail ?? null;
}

/**
 * POST /api/user/confirm-email: the signed-in owner of the account opens the link sent to the new
 * address. Single use; the old address is told once the change is done.
 */
export async function confirmEmailChange(
  ctx: IdentityContext,
  userId: string,
  token: string,
): Promise<Account> {
  const request = await EmailChangeModel.findOneAndDelete({
    userId,
    tokenHash: hashToken(token),
    expiresAt: mongoose.trusted({ $gt: ctx.now() }),
  }).lean();
  if (!request) throw badRequest(EMAIL_TEXT.linkInvalid, 'invalid_token');
  const before = await findAccountById(userId);
  if (!before) throw unauthorized();
  try {
    const doc = await UserModel.findByIdAndUpdate(
      userId,
      {
        $set: { email: request.newEmail, emailLower: normaliseEmail(request.newEmail), emailVerified: true },
      },
      { returnDocument: 'after' },
    ).lean<UserDoc>();
    if (!doc) throw unauthorized();
  } catch (err) {
    // Someone registered the address after the request: the unique index decides.
    if (isDuplicateKey(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
  const settingsLink = new URL('/settings', ctx.config.PUBLIC_URL).toString();
  sendInBackground(
    ctx.mailer,
    ctx.logger,
    emailChanged(before.email, before.username, request.newEmail, settingsLink),
  );
  const after = await findAccountById(userId);
  if (!after) throw unauthorized();
  return after;
}

/** Forget a pending change (account deletion). */
export async function deleteEmailChanges(userId: string): Promise<void> {
  await EmailChangeModel.deleteMany({ userId });
}

/** Make sure the unique and TTL indexes exist. */
export async function ensureEmailChangeIndexes(): Promise<void> {
  await EmailChangeModel.init();
}
