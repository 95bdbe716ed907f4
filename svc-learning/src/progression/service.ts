import type { Progression } from '@fff/contracts';
import { findProgressions, type ProgressionFields } from './repository';

/** What a learner has before earning anything (spec: 5 hearts, level 1). */
export const DEFAULT_PROGRESSION: Readonly<ProgressionFields> = Object.freeze({
  xp: 0,
  prepXp: 0,
  flavorXp: 0,
  scienceXp: 0,
  level: 1,
  prestige: 0,
  hearts: 5,
  coins: 0,
  spiceStones: 0,
  streak: 0,
  longestStreak: 0,
  lastStreakDate: null,
});

function withDefaults(userId: string, stored: Partial<ProgressionFields> | undefined): Progression {
  const out: Progression = { userId, ...DEFAULT_PROGRESSION };
  for (const key of Object.keys(DEFAULT_PROGRESSION) as Array<keyof ProgressionFields>) {
    const value = stored?.[key];
    if (value !== undefined && value !== null) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** One learner's progression (defaults when they have none yet). */
export async function getProgression(userId: string): Promise<Progression> {
  const [progression] = await getProgressions([userId]);
  return progression;
}

/** Progressions of several learners: one entry per distinct id, in request order. */
export async function getProgressions(userIds: string[]): Promise<Progression[]> {
  const distinct = [...new Set(userIds)];
  const stored = await findProgressions(distinct);
  return distinct.map((id) => withDefaults(id, stored.get(id)));
}
