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
  return today.getTime() > now.getTime() ? today : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 20, 0, 0, 0);
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
