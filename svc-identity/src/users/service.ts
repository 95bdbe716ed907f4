import type { User } from '@fff/contracts';
import { unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import type { Account } from './account';
import { toUserPayload } from './profile';
import { findAccountById } from './repository';

/** The user payload for an account (progression from svc-learning, or defaults when it is down). */
export async function userPayload(ctx: IdentityContext, account: Account): Promise<User> {
  return toUserPayload(account, await ctx.progression(account.id), ctx.config.DEVELOPER_EMAILS);
}

/** GET /api/user: the signed-in user; 401 when the account no longer exists. */
export async function currentUser(ctx: IdentityContext, userId: string): Promise<User> {
  // Both reads at once: the progression call does not wait for the account's round trip.
  // (Unknown ids are rare here, the token is verified; learning only reads, it creates nothing.)
  const [account, progression] = await Promise.all([findAccountById(userId), ctx.progression(userId)]);
  if (!account) throw unauthorized();
  return toUserPayload(account, progression, ctx.config.DEVELOPER_EMAILS);
}

/** Whether the account counts as a developer (flag, or listed in DEVELOPER_EMAILS). */
export const isDeveloperAccount = (ctx: IdentityContext, account: Account) =>
  account.isDeveloper || ctx.config.DEVELOPER_EMAILS.includes(account.email.toLowerCase());
