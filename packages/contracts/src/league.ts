import { THEME_TARGETS } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';

/** One league tier as sent to clients (the tiers themselves live in @fff/domain LEAGUES). */
export const leagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  theme: z.string(),
  color: z.string(),
  minXP: z.number().check(z.int(), z.gte(0)),
});

/** Most entries GET /api/league/rankings returns (also its default). */
export const LEAGUE_RANKINGS_MAX = 50;

/** GET /api/league/rankings?limit=: how many of the top members to return (1–50, default 50). */
export const leagueRankingsQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a whole number from 1 to 50' })
      .check(
        z.int('limit must be a whole number from 1 to 50'),
        z.gte(1, 'limit must be a whole number from 1 to 50'),
        z.lte(LEAGUE_RANKINGS_MAX, 'limit must be a whole number from 1 to 50'),
      ),
    LEAGUE_RANKINGS_MAX,
  ),
});

/** A league week: the Sunday (UTC) it starts on, 'YYYY-MM-DD'. */
export const leagueWeekSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'week must be a date like 2025-05-04'));

/** XP earned in one league week, by kind (svc-learning counts it as XP is paid). */
export const weeklyXpSchema = z.object({
  prepXp: z.number().check(z.int(), z.gte(0)),
  flavorXp: z.number().check(z.int(), z.gte(0)),
  scienceXp: z.number().check(z.int(), z.gte(0)),
});

/** Most learners per POST /internal/progression/weekly call (a cohort is far smaller). */
export const WEEKLY_XP_BATCH_MAX = 200;

/** POST /internal/progression/weekly (svc-learning): lifetime and weekly XP of learners for `week`. */
export const weeklyXpRequestSchema = z.object({
  userIds: z
    .array(userIdSchema)
    .check(
      z.minLength(1, 'Give at least one user id'),
      z.maxLength(WEEKLY_XP_BATCH_MAX, `Give at most ${WEEKLY_XP_BATCH_MAX} user ids`),
    ),
  week: leagueWeekSchema,
});

/** One learner's lifetime XP (with its split) and the XP they earned in the asked week. */
export const weeklyXpEntrySchema = z.object({
  userId: userIdSchema,
  week: leagueWeekSchema,
  xp: z.number().check(z.int(), z.gte(0)),
  prepXp: z.number().check(z.int(), z.gte(0)),
  flavorXp: z.number().check(z.int(), z.gte(0)),
  scienceXp: z.number().check(z.int(), z.gte(0)),
  weekly: weeklyXpSchema,
});

/** One entry per distinct requested id, in request order; unknown learners have zeros. */
export const weeklyXpResponseSchema = z.object({ items: z.array(weeklyXpEntrySchema) });

export type WeeklyXpRequest = z.infer<typeof weeklyXpRequestSchema>;
export type WeeklyXpEntry = z.infer<typeof weeklyXpEntrySchema>;

/** This week's theme as sent to clients (rules in @fff/domain WEEKLY_THEMES). */
export const weeklyThemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  bonusLabel: z.string(),
  bonus: z.string(),
  /** The lessons whose XP the week multiplies, and by how much (applied when svc-learning pays). */
  multiplier: z.nullable(
    z.object({ applies: z.enum(THEME_TARGETS), factor: z.number().check(z.int(), z.gte(1)) }),
  ),
  /** What the week counts as badges on the league card, or null. */
  counts: z.nullable(z.enum(['herbs'])),
});

/**
 * GET /api/weekly-theme (svc-learning, which pays the theme's multiplier): the week's theme, when it
 * ends, and the learner's herb badges this week (0 outside Herb Wars).
 */
export const weeklyThemeResponseSchema = z.object({
  week: leagueWeekSchema,
  endsAt: z.string(),
  theme: weeklyThemeSchema,
  herbBadges: z.number().check(z.int(), z.gte(0)),
});

/** A closed week's final standing of the learner, shown once. */
export const leagueWeekResultSchema = z.object({
  week: leagueWeekSchema,
  leagueId: z.string(),
  leagueName: z.string(),
  position: z.number().check(z.int(), z.gte(1)),
  cohortSize: z.number().check(z.int(), z.gte(1)),
  weeklyScore: z.number().check(z.int(), z.gte(0)),
  /** Spice Stones paid for the podium (0 outside the top 3). */
  reward: z.number().check(z.int(), z.gte(0)),
});

/**
 * GET /api/league/current (spec part 2 §3): the learner's league and 1-based position this week, plus
 * the weekly competition: the cohort (at most 30 of the tier, fixed for the week), the week's theme and
 * its end (the same instant), the XP earned this week and its themed score, and last week's result
 * (non-null once, on the first read after its week closed).
 */
export const currentLeagueResponseSchema = z.object({
  currentLeague: leagueSchema,
  userPosition: z.number().check(z.int(), z.gte(1)),
  week: leagueWeekSchema,
  weekEndsAt: z.string(),
  theme: weeklyThemeSchema,
  cohortSize: z.number().check(z.int(), z.gte(1)),
  weeklyXp: weeklyXpSchema,
  weeklyScore: z.number().check(z.int(), z.gte(0)),
  podiumRewards: z.array(z.number().check(z.int(), z.gte(0))),
  lastWeekResult: z.nullable(leagueWeekResultSchema),
});

/**
 * One member of the learner's cohort this week. id, username, prepXp, flavorXp, scienceXp (lifetime,
 * spec §3 ranking entry) and xp, position, isOnline (league-member view); weeklyXp and weeklyScore
 * are this week's, and position ranks weeklyScore (ties: who reached it first, then who arrived first).
 */
export const leagueRankingEntrySchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  prepXp: z.number().check(z.int(), z.gte(0)),
  flavorXp: z.number().check(z.int(), z.gte(0)),
  scienceXp: z.number().check(z.int(), z.gte(0)),
  xp: z.number().check(z.int(), z.gte(0)),
  weeklyXp: weeklyXpSchema,
  weeklyScore: z.number().check(z.int(), z.gte(0)),
  position: z.number().check(z.int(), z.gte(1)),
  isOnline: z.boolean(),
  isCurrentUser: z.boolean(),
});

/** GET /api/league/rankings: the caller's cohort this week, by position (a bare list). */
export const leagueRankingsResponseSchema = z.array(leagueRankingEntrySchema);

export type LeagueInfo = z.infer<typeof leagueSchema>;
export type WeeklyThemeInfo = z.infer<typeof weeklyThemeSchema>;
export type WeeklyThemeResponse = z.infer<typeof weeklyThemeResponseSchema>;
export type LeagueWeekResult = z.infer<typeof leagueWeekResultSchema>;
export type CurrentLeagueResponse = z.infer<typeof currentLeagueResponseSchema>;
export type LeagueRankingsQuery = z.infer<typeof leagueRankingsQuerySchema>;
export type LeagueRankingEntry = z.infer<typeof leagueRankingEntrySchema>;
export type LeagueRankingsResponse = z.infer<typeof leagueRankingsResponseSchema>;
