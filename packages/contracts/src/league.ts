import { z } from 'zod';

/** One league tier as sent to clients (the tiers themselves live in @fff/domain LEAGUES). */
export const leagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  theme: z.string(),
  color: z.string(),
  minXP: z.number().int().min(0),
});

/** GET /api/league/current (spec part 2 §3): the learner's league and 1-based rank in it this week. */
export const currentLeagueResponseSchema = z.object({
  currentLeague: leagueSchema,
  userPosition: z.number().int().min(1),
});

export type LeagueInfo = z.infer<typeof leagueSchema>;
export type CurrentLeagueResponse = z.infer<typeof currentLeagueResponseSchema>;
