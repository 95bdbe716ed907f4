import type { User, UserProgression } from '@fff/contracts';
import type { Account } from './account';

/** The GET /api/user payload: profile fields plus progression, nothing internal. */
export function toUserPayload(
  account: Account,
  progression: UserProgression,
  developerEmails: readonly string[],
): User {
  // Who referred the account stays internal; the streak zone travels in the access token.
  const { referredBy: _referredBy, timeZone: _timeZone, ...profile } = account;
  return {
    ...profile,
    isDeveloper: account.isDeveloper || developerEmails.includes(account.email.toLowerCase()),
    ...progression,
  };
}
