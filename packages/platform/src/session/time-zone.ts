// The learner's IANA time zone travels on every call (x-time-zone); servers use it for streak days.
// Where the browser has Temporal, the zone and today's date come from it: a page's first
// Intl.DateTimeFormat builds ICU's date formatting (40-130 ms measured in Chromium, on the path of
// the session check and of the first render), while Temporal answers in 1-4 ms. Without Temporal
// (older browsers, Node 20) both come from Intl, as the servers compute them (domain's localDay).
import { localDay } from '@fff/domain/learning';

/** The parts of Temporal used here (TypeScript's libs do not describe it yet). */
interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(zone: string): { toPlainDate(): { toString(): string } };
    };
  };
}

const temporal = (): TemporalApi | undefined => (globalThis as { Temporal?: TemporalApi }).Temporal;

/** The browser's IANA time zone, or undefined when the runtime cannot tell. */
export function currentTimeZone(): string | undefined {
  try {
    return temporal()?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
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
  const zone = currentTimeZone() ?? 'UTC';
  const api = temporal();
  if (api) {
    try {
      return api.Instant.fromEpochMilliseconds(now.getTime())
        .toZonedDateTimeISO(zone)
        .toPlainDate()
        .toString();
    } catch {
      // A zone Temporal does not know: the servers' way (UTC for unknown zones).
    }
  }
  return localDay(now, zone);
}
