// The learner's own calendar day, the same one the server uses (x-time-zone header).
import { localDay } from '@fff/domain';
import { currentTimeZone } from '@fff/platform';

/** Today as 'YYYY-MM-DD' in the browser's time zone. */
export function todayLocal(now: Date = new Date()): string {
  return localDay(now, currentTimeZone() ?? 'UTC');
}
