import * as z from 'zod/mini';
import { isoDateSchema } from './common';

const count = z.number().check(z.int(), z.gte(0));

/** One of the learner's daily quests with its progress today. */
export const dailyQuestSchema = z.object({
  id: z.string(),
  title: z.string(),
  target: count,
  progress: count,
  done: z.boolean(),
  /** Spice Stones it pays (paid once, when done). */
  reward: count,
});

/** GET /api/quests: today's quests on the learner's calendar (x-time-zone) and the chest. */
export const dailyQuestsResponseSchema = z.object({
  day: isoDateSchema,
  quests: z.array(dailyQuestSchema),
  chest: z.object({ reward: count, opened: z.boolean() }),
});

export type DailyQuest = z.infer<typeof dailyQuestSchema>;
export type DailyQuestsResponse = z.infer<typeof dailyQuestsResponseSchema>;
