import type { User, UserProgression } from '@fff/contracts';
import type { Account } from './account';

/** The GET /api/user payload: profile fields plus progression, nothing internal. */
export function toUserPayload(
  account: Account,
  progression: UserProgression,
  developerEmails: readonly string[],
): User {
  // Keys copied one by one rather than `{ ...profile, ...progression }`: the build compiles object
  // spread to a per-key helper (service-kit's build-service.mjs), which was ~5 % of GET /api/user's CPU.
  const user: Record<string, unknown> = {};
  for (const key of Object.keys(account) as (keyof Account)[])
    if (!INTERNAL_FIELDS.has(key)) user[key] = account[key];
  user.isDeveloper = account.isDeveloper || developerEmails.includes(account.email.toLowerCase());
  return Object.assign(user, progression) as User;
}

// Who referred the account stays internal; the streak zone travels in the access token.
const INTERNAL_FIELDS: ReadonlySet<keyof Account> = new Set(['referredBy', 'timeZone']);
