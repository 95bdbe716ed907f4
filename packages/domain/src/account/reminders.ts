// Notification reminder times (spec part 2 §9), in the learner's local time.

/** Reminder kinds the client schedules. */
export type ReminderType = 'daily_goal' | 'streak_reminder' | 'heart_refill';

/** Daily goal: 7 PM on the next day. */
export function dailyGoalReminderAt(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 19, 0, 0, 0);
}

/** Streak: 8 PM today, or 8 PM tomorrow when that has passed. */
export function streakReminderAt(now: Date): Date {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 20, 0, 0, 0);
  return today.getTime() > now.getTime()
    ? today
    : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 20, 0, 0, 0);
}

/** Heart refill: one hour ahead. */
export function heartRefillReminderAt(now: Date): Date {
  return new Date(now.getTime() + 60 * 60 * 1000);
}

/** Scheduled time of a reminder kind. */
export function reminderAt(type: ReminderType, now: Date): Date {
  if (type === 'daily_goal') return dailyGoalReminderAt(now);
  if (type === 'streak_reminder') return streakReminderAt(now);
  return heartRefillReminderAt(now);
}

// The same times on the server, in the learner's IANA zone (the browser's zone arrives as x-time-zone).

/** Offset of `timeZone` from UTC at `at`, in ms (UTC+2 → 7_200_000). Unknown zones count as UTC. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return 0;
  }
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant when the clock in `timeZone` shows `hour`:00 on `day` ('YYYY-MM-DD'). */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Across a DST change the offset at the result can differ from the guess's: settle on it.
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

/** Local hour of each reminder kind that is sent at a fixed time (daily goal 7 PM, streak 8 PM). */
export const REMINDER_HOURS = Object.freeze({ daily_goal: 19, streak_reminder: 20 });

/** What each reminder says, the route a click opens, and its tag (a newer one replaces the older). */
export const REMINDER_MESSAGES = Object.freeze({
  daily_goal: {
    title: 'Your daily goal is waiting',
    body: 'A quick lesson keeps your kitchen skills sharp. Cook up some XP today!',
    url: '/',
  },
  streak_reminder: {
    title: "Don't let your streak cool down",
    body: "You haven't practised today. One lesson keeps your streak alive!",
    url: '/',
  },
  heart_refill: {
    title: 'Your hearts are full again',
    body: 'All 5 hearts are back. Time to get cooking!',
    url: '/',
  },
  test: {
    title: 'Test Notification',
    body: 'Push notifications work on this device. Happy cooking!',
    url: '/notification-test',
  },
} satisfies Record<ReminderType | 'test', { title: string; body: string; url: string }>);

/** Icon shown with every push (a PNG: notification icons are raster images on most platforms). */
export const PUSH_ICON = '/icon-192.png';

/** Toast titles of the notification pages (spec part 2 §8) and how to reset a blocked permission. */
export const NOTIFICATION_TOASTS = Object.freeze({
  notSupported: 'Not Supported',
  permissionDenied: 'Permission Denied',
  permissionDismissed: 'Permission Dismissed',
  permissionRequired: 'Permission Required',
  error: 'Error',
  enabled: 'Notifications Enabled',
  disabled: 'Notifications Disabled',
  testSent: 'Test Notification Sent',
  resetHelp:
    'To reset it, click the lock or tune icon next to the address bar, open Site settings, set Notifications to Ask or Allow, then reload this page.',
});

/** Devices (browsers) one learner can receive pushes on; a new one beyond it replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;
