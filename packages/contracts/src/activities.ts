import { RECENT_ACTIVITY_LIMIT } from '@fff/domain';
import { z } from 'zod';

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
  xpEarned: z.number().int().min(0),
});

/** GET /api/activities/recent?limit= (1–50, default RECENT_ACTIVITY_LIMIT), newest first. */
export const recentActivitiesQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(RECENT_ACTIVITY_LIMIT),
});
export const recentActivitiesResponseSchema = z.array(activitySchema);

export type ActivityType = z.infer<typeof activityTypeSchema>;
export type Activity = z.infer<typeof activitySchema>;
