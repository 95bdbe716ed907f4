import { RECENT_ACTIVITY_LIMIT } from '@fff/domain';
import * as z from 'zod/mini';

/** Activity types of the spec; the client shows unknown ones generically. */
export const activityTypeSchema = z.enum([
  'lesson_completed',
  'perfect_score',
  'streak_milestone',
  'achievement_unlocked',
  'friend_added',
  'level_up',
  'prestige',
]);

export const activitySchema = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  createdAt: z.string(),
  xpEarned: z.number().check(z.int(), z.gte(0)),
});

/** GET /api/activities/recent?limit= (1–50, default RECENT_ACTIVITY_LIMIT), newest first. */
export const recentActivitiesQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ message: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.gte(1, 'limit must be at least 1'),
        z.lte(50, 'limit must be at most 50'),
      ),
    RECENT_ACTIVITY_LIMIT,
  ),
});
export const recentActivitiesResponseSchema = z.array(activitySchema);

export type ActivityType = z.infer<typeof activityTypeSchema>;
export type Activity = z.infer<typeof activitySchema>;
