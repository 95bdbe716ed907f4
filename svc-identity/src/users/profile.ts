import type { User } from '@fff/contracts';
import type { ProgressionView } from '../progression-client/client';
import type { Account } from './account';

/** The GET /api/user payload: profile fields plus progression, nothing internal. */
export function toUserPayload(account: Account, progression: ProgressionView, developerEmails: readonly string[]): User {
  const { referredBy: _referredBy, ...profile } = account;
  return {
    ...profile,
    isDeveloper: account.isDeveloper || developerEmails.includes(account.email.toLowerCase()),
    ...progression,
  };
}
