// Recent-activity relative time (spec part 1 §9): 'Just now', minutes, hours, 'Yesterday',
// days up to 6, then a date.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time of `then` seen at `now`, e.g. '5 minutes ago', 'Yesterday', '3 days ago'. */
export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
  locale = 'en-US',
): string {
  const t = new Date(then).getTime();
  const n = typeof now === 'number' ? now : now.getTime();
  const diff = Math.max(0, n - t);
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) {
    const m = Math.floor(diff / MINUTE);
    return `${m} ${m === 1 ? 'minute' : 'minutes'} ago`;
  }
  if (diff < DAY) {
    const h = Math.floor(diff / HOUR);
    return `${h} ${h === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(diff / DAY);
  if (days === 1) return 'Yesterday';
  if (days <= 6) return `${days} days ago`;
  return new Date(t).toLocaleDateString(locale);
}
