import { isValidTimeZone } from '@fff/domain';
import type { Request } from 'express';

/** Header carrying the learner's IANA time zone (sent by the platform's base query). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** The learner's time zone from `x-time-zone`; UTC when absent or unknown. */
export function timeZoneOf(req: Request): string {
  const value = req.get(TIME_ZONE_HEADER)?.trim();
  return value && value.length <= 64 && isValidTimeZone(value) ? value : 'UTC';
}

/** ISO string of a date, or null. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
