import { isValidTimeZone } from '@fff/domain';
import { maybeAuthOf } from '@fff/service-kit';
import type { Request } from 'express';

/** Header carrying the learner's IANA time zone (sent by the platform's base query). */
export const TIME_ZONE_HEADER = 'x-time-zone';

const valid = (zone: string | undefined): zone is string =>
  Boolean(zone && zone.length <= 64 && isValidTimeZone(zone));

/**
 * The learner's time zone for their streak day: the account's (the access token's `tz` claim,
 * stored by svc-identity and changed at most once a day), so a client cannot move the day by
 * sending another zone with each request. Only a token without one (an account that has none yet)
 * falls back to `x-time-zone`; UTC when neither names a zone.
 */
export function timeZoneOf(req: Request): string {
  const fromAccount = req.res ? maybeAuthOf(req.res)?.timeZone : undefined;
  if (valid(fromAccount)) return fromAccount;
  const fromHeader = req.get(TIME_ZONE_HEADER)?.trim();
  return valid(fromHeader) ? fromHeader : 'UTC';
}

/** ISO string of a date, or null. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
