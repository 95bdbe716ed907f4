// When a reminder is due and whether it still makes sense (spec part 2 §9 and the rules learners
// expect): the streak reminder only if the learner has not practised that day, the heart notice only
// once hearts are full again, nothing when notifications are off in the privacy settings.
import type { ReminderKind, UserProgression } from '@fff/contracts';
import { HEART_REGEN_MS, MAX_HEARTS, REMINDER_HOURS, addDays, localDay, zonedHour } from '@fff/domain';

/** When the reminder asked for at `scheduledFor` runs, and on which local day it counts. */
export function reminderSlot(
  type: ReminderKind,
  scheduledFor: Date,
  now: Date,
  timeZone: string,
): { runAt: Date; day: string } {
  if (type === 'heart_refill') {
    const runAt = scheduledFor > now ? scheduledFor : now;
    return { runAt, day: localDay(runAt, timeZone) };
  }
  // Fixed-hour kinds: the learner's own 7 PM / 8 PM of the asked day, or of the next day once past.
  const hour = REMINDER_HOURS[type];
  let day = localDay(scheduledFor > now ? scheduledFor : now, timeZone);
  let runAt = zonedHour(day, hour, timeZone);
  if (runAt <= now) {
    day = addDays(day, 1);
    runAt = zonedHour(day, hour, timeZone);
  }
  return { runAt, day };
}

/** True when the learner practised on `day` (their local day). */
export const practisedOn = (p: UserProgression, day: string) => p.lastStreakDate === day;

/** When hearts are all back: now when full, else the next heart plus one hour per missing heart after it. */
export function heartsFullAt(p: UserProgression, now: Date): Date {
  if (p.hearts >= MAX_HEARTS || !p.nextHeartAt) return now;
  const next = new Date(p.nextHeartAt).getTime();
  return new Date(Math.max(now.getTime(), next + (MAX_HEARTS - p.hearts - 1) * HEART_REGEN_MS));
}

/** What to do with a due reminder. */
export type DueDecision =
  { action: 'send' } | { action: 'cancel'; reason: string } | { action: 'later'; at: Date };

/** The decision for a due reminder of `type` for local `day`, given the learner's progression now. */
export function decideDue(type: ReminderKind, day: string, p: UserProgression, now: Date): DueDecision {
  if (type === 'heart_refill') {
    const full = heartsFullAt(p, now);
    return full > now ? { action: 'later', at: full } : { action: 'send' };
  }
  if (practisedOn(p, day)) return { action: 'cancel', reason: 'already_practised' };
  return { action: 'send' };
}

/** The streak reminder of the day after `day` (the daily one a subscribed learner gets). */
export function nextStreakSlot(day: string, timeZone: string): { runAt: Date; day: string } {
  const next = addDays(day, 1);
  return { day: next, runAt: zonedHour(next, REMINDER_HOURS.streak_reminder, timeZone) };
}
