import type { TimeZoneResponse } from '@fff/contracts';
import { TIME_ZONE_CHANGE_EVERY_MS, TIME_ZONE_TEXT, isValidTimeZone } from '@fff/domain';
import { tooMany, unauthorized } from '@fff/service-kit';
import mongoose from 'mongoose';
import type { IdentityContext } from '../deps';
import type { Account } from './account';
import { UserModel } from './model';
import { findAccountById } from './repository';

/**
 * The first sign-in (or refresh) of an account without a zone adopts the browser's (x-time-zone);
 * it is not a change, so the learner may still correct it once that day. Answers the account as
 * it now is.
 */
export async function adoptTimeZone(account: Account, zone: string | undefined): Promise<Account> {
  const candidate = zone?.trim();
  if (account.timeZone || !candidate || candidate.length > 64 || !isValidTimeZone(candidate)) return account;
  await UserModel.updateOne({ _id: account.id, timeZone: null }, { $set: { timeZone: candidate } });
  return (await findAccountById(account.id)) ?? account;
}

/**
 * PUT /api/user/time-zone: at most one change a day (a conditional update, so two at once cannot
 * both pass). Setting the zone it already has changes nothing and is always fine. The access
 * token carries the new zone from the next refresh (within 15 minutes).
 */
export async function changeTimeZone(
  ctx: IdentityContext,
  userId: string,
  timeZone: string,
): Promise<TimeZoneResponse> {
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();
  const answer = { success: true as const, message: TIME_ZONE_TEXT.changed(timeZone), timeZone };
  if (account.timeZone === timeZone) return answer;
  const now = ctx.now();
  const lastAllowed = new Date(now.getTime() - TIME_ZONE_CHANGE_EVERY_MS);
  const res = await UserModel.updateOne(
    {
      _id: userId,
      $or: [{ timeZoneChangedAt: null }, { timeZoneChangedAt: mongoose.trusted({ $lte: lastAllowed }) }],
    },
    { $set: { timeZone, timeZoneChangedAt: now } },
  );
  if (res.modifiedCount !== 1) throw tooMany(TIME_ZONE_TEXT.tooSoon, 'time_zone_locked');
  return answer;
}
