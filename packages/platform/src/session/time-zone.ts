// The learner's IANA time zone travels on every call (x-time-zone); servers use it for streak days.
import { localDay } from '@fff/domain';

/** The browser's IANA time zone, or undefined when the runtime cannot tell. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `{ 'x-time-zone': … }` when the zone is known, else no headers. */
export function timeZoneHeaders(): Record<string, string> {
  const zone = currentTimeZone();
  return zone ? { 'x-time-zone': zone } : {};
}

/** Today as 'YYYY-MM-DD' in the learner's zone: the same calendar day the servers count. */
export function todayLocal(now: Date = new Date()): string {
  return localDay(now, currentTimeZone() ?? 'UTC');
}
