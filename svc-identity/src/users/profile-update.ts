import type { UpdateProfileBody, UpdateProfileResponse } from '@fff/contracts';
import { AUTH_MESSAGES, moderateUsername, validateProfile } from '@fff/domain';
import { badRequest, conflict, unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { pendingEmailOf, requestEmailChange } from './email-change';
import { DUPLICATE_USERNAME, findAccountById, normaliseEmail } from './repository';
import { updateAccountFields, usernameTakenByOther } from './settings-repository';
import { userPayload } from './service';

export const PROFILE_TEXT = Object.freeze({
  updated: 'Your profile has been updated.',
  confirmSent: (email: string) =>
    `Your profile has been updated. We sent a link to ${email}: open it to start using your new email.`,
});

/** The sign-up username rules (3-20 characters, then moderation and the character set). */
function checkUsername(username: string): void {
  if (username.length < 3) throw badRequest(AUTH_MESSAGES.usernameTooShort, 'validation');
  if (username.length > 20) throw badRequest(AUTH_MESSAGES.usernameTooLong, 'validation');
  const verdict = moderateUsername(username);
  if (!verdict.ok) throw badRequest(verdict.message ?? 'Please choose another username', 'validation');
}

/**
 * PUT /api/user/profile. Username, names and bio change at once (a new username reaches svc-social's
 * directory through the outbox); a new email needs the current password and only starts the
 * confirmation (see email-change.ts).
 * Checks run before anything is written, so a refused request changes nothing.
 */
export async function updateProfile(
  ctx: IdentityContext,
  userId: string,
  body: UpdateProfileBody,
): Promise<UpdateProfileResponse> {
  const username = body.username.trim();
  const email = body.email.trim();
  const firstError = Object.values(validateProfile({ username, email, bio: body.bio }))[0];
  if (firstError) throw badRequest(firstError, 'validation');
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();

  const renamed = username !== account.username;
  if (renamed) {
    checkUsername(username);
    if (await usernameTakenByOther(username, userId)) throw conflict(DUPLICATE_USERNAME);
  }
  const emailChanges = normaliseEmail(email) !== normaliseEmail(account.email);
  if (emailChanges) await requestEmailChange(ctx, account, email, body.currentPassword);

  const updated = await updateAccountFields(userId, {
    username,
    firstName: body.firstName ?? account.firstName,
    lastName: body.lastName ?? account.lastName,
    bio: body.bio ?? account.bio,
  });
  if (!updated) throw unauthorized();
  if (renamed) await publishDirectoryEvent(ctx, 'renamed', userId);
  const pendingEmail = await pendingEmailOf(ctx, userId);
  return {
    success: true,
    message: emailChanges ? PROFILE_TEXT.confirmSent(email) : PROFILE_TEXT.updated,
    user: await userPayload(ctx, updated),
    pendingEmail,
  };
}
