import * as z from 'zod/mini';

/** POST /api/test/award-xp (developer tool): the amount is fixed server-side at 15 whatever is sent. */
export const awardXpRequestSchema = z.object({
  type: z.enum(['prep', 'flavor', 'science'], { message: "type must be 'prep', 'flavor' or 'science'" }),
  amount: z.optional(z.unknown()),
});

export const awardXpResponseSchema = z.object({
  xpAwarded: z.number().check(z.int(), z.gte(0)),
  type: z.enum(['prep', 'flavor', 'science']),
  leveledUp: z.boolean(),
  newLevel: z.number().check(z.int(), z.gte(1)),
  spiceStonesAwarded: z.number().check(z.int(), z.gte(0)),
  /** The part of spiceStonesAwarded credited for levels reached (what a level-up popup states). */
  levelUpSpiceStones: z.number().check(z.int(), z.gte(0)),
});

/** GET /api/test/level-debug */
export const levelDebugResponseSchema = z.object({
  userXp: z.number().check(z.int(), z.gte(0)),
  userLevel: z.number().check(z.int(), z.gte(1)),
  calculatedLevel: z.number().check(z.int(), z.gte(1)),
  progressPercent: z.number().check(z.gte(0), z.lte(100)),
  xpForCurrentLevel: z.number().check(z.int(), z.gte(0)),
  xpForNextLevel: z.number().check(z.int(), z.gte(0)),
  xpProgress: z.number().check(z.int(), z.gte(0)),
  xpRequirements: z.array(
    z.object({ level: z.number().check(z.int()), required: z.number().check(z.int()) }),
  ),
});

export type AwardXpRequest = z.infer<typeof awardXpRequestSchema>;
export type AwardXpResponse = z.infer<typeof awardXpResponseSchema>;
export type LevelDebugResponse = z.infer<typeof levelDebugResponseSchema>;

/**
 * How /api/test/* says the developer test pages are unavailable: 404 when they are closed (the
 * platform runs in production mode, or TEST_ENDPOINTS=off), 403 when this server opens them to
 * developer accounts only (TEST_ENDPOINTS=developers).
 */
export const TEST_PAGES_REFUSALS = { 404: 'closed', 403: 'developers-only' } as const;
export type TestPagesRefusal = (typeof TEST_PAGES_REFUSALS)[keyof typeof TEST_PAGES_REFUSALS];

/** The refusal an /api/test/* status stands for, or null when it is an ordinary failure. */
export function testPagesRefusal(status: unknown): TestPagesRefusal | null {
  return status === 404 || status === 403 ? TEST_PAGES_REFUSALS[status] : null;
}
