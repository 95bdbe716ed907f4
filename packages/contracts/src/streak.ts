import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { slugSchema } from './curriculum';

/** GET /api/streak/activities?date=YYYY-MM-DD (defaults to the learner's local today). */
export const streakActivitiesQuerySchema = z.object({ date: z.optional(isoDateSchema) });

export const streakActivitySchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  type: z.literal('lesson_completed'),
  lessonId: slugSchema,
  createdAt: z.string(),
});
/** A non-empty list means the day counts for the streak. */
export const streakActivitiesResponseSchema = z.array(streakActivitySchema);

/** Longest span GET /api/streak/calendar answers for. */
export const STREAK_CALENDAR_MAX_DAYS = 400;

/** GET /api/streak/calendar?from=&to= (inclusive dates). */
export const streakCalendarQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const streakCalendarResponseSchema = z.object({
  today: isoDateSchema,
  streak: z.number().check(z.int(), z.gte(0)),
  longestStreak: z.number().check(z.int(), z.gte(0)),
  dates: z.array(isoDateSchema),
  /**
   * Days in the span that a Streak Freeze covered (shown on the calendar as frozen, not cooked);
   * optional so a client built before it still reads answers, and an app's fixtures without it parse.
   */
  frozen: z.optional(z.array(isoDateSchema)),
});

export type StreakActivity = z.infer<typeof streakActivitySchema>;
export type StreakCalendarResponse = z.infer<typeof streakCalendarResponseSchema>;
