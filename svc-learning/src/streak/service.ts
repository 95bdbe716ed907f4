import type { StreakActivity, StreakCalendarResponse } from '@fff/contracts';
import { STREAK_CALENDAR_MAX_DAYS } from '@fff/contracts';
import {
  STREAK_MILESTONES,
  STREAK_WEEK_REWARD,
  advanceStreak,
  completesStreakWeek,
  daysBetween,
  localDay,
} from '@fff/domain';
import { badRequest } from '@fff/service-kit';
import { compareAndSet, readProgression } from '../progression/repository';
import { streakNow } from '../progression/service';
import { tooManyChanges } from '../shared/errors';
import { credit } from '../wallet/service';
import { frozenDaysBetween, useStreakFreezes } from './freeze';
import { findByDate, findDates, insertStreakActivity } from './repository';

/** Result of counting today for the streak. */
export interface StreakAdvance {
  streak: number;
  longestStreak: number;
  /** Set when this advance reached a milestone length. */
  milestone: number | null;
}

/**
 * Count `today` (the learner's local day) for the streak and record the activity. The write is a
 * compare-and-set on the stored streak fields, so concurrent completions advance it once.
 */
export async function recordStreakDay(
  userId: string,
  lessonId: string,
  today: string,
  now: Date,
): Promise<StreakAdvance> {
  await insertStreakActivity(userId, today, lessonId, now);
  // Freezes cover the missed days first, so advancing from the last covered day keeps the streak.
  await useStreakFreezes(userId, today);
  for (let tries = 0; tries < 10; tries++) {
    const row = await readProgression(userId);
    const before = {
      streak: row.streak,
      longestStreak: row.longestStreak,
      lastStreakDate: row.lastStreakDate,
    };
    const after = advanceStreak(before, today);
    if (after.streak === before.streak && after.lastStreakDate === before.lastStreakDate) {
      return { streak: after.streak, longestStreak: after.longestStreak, milestone: null };
    }
    if (await compareAndSet(userId, before, after)) {
      await payStreakWeek(userId, before.streak, after.streak, today);
      const milestone =
        STREAK_MILESTONES.includes(after.streak) && after.streak > before.streak ? after.streak : null;
      return { streak: after.streak, longestStreak: after.longestStreak, milestone };
    }
  }
  throw tooManyChanges();
}

/**
 * +STREAK_WEEK_REWARD when this advance completed a full week of streak. Keyed by the learner's day:
 * the streak advances at most once a day, so one day completes at most one week, paid once.
 */
async function payStreakWeek(userId: string, before: number, after: number, today: string): Promise<void> {
  if (!completesStreakWeek(before, after)) return;
  await credit({
    userId,
    currency: 'spiceStones',
    amount: STREAK_WEEK_REWARD,
    reason: `${after}-day streak: a full week`,
    operationId: `streak-week:${userId}:${today}`,
  });
}

/** Streak activities of one date (default: the learner's local today). */
export async function streakActivitiesOn(userId: string, date: string): Promise<StreakActivity[]> {
  const rows = await findByDate(userId, date);
  return rows.map((r) => ({
    id: String(r._id),
    date: r.date,
    type: r.type,
    lessonId: r.lessonId,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Dates with activity between from and to (inclusive), plus the current streak on the learner's calendar. */
export async function streakCalendar(
  userId: string,
  from: string,
  to: string,
  timeZone: string,
  now = new Date(),
): Promise<StreakCalendarResponse> {
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest('from must not be after to.');
  if (span >= STREAK_CALENDAR_MAX_DAYS) throw badRequest(`Ask for at most ${STREAK_CALENDAR_MAX_DAYS} days.`);
  const today = localDay(now, timeZone);
  await useStreakFreezes(userId, today);
  const [row, dates, frozen] = await Promise.all([
    readProgression(userId),
    findDates(userId, from, to),
    frozenDaysBetween(userId, from, to),
  ]);
  return { today, streak: streakNow(row, now, timeZone), longestStreak: row.longestStreak, dates, frozen };
}
