import { boostedLessonXp } from '@fff/domain';
import { readProgression } from '../progression/repository';

/** A passed lesson's XP with the learner's XP Boost applied when one runs at `now` (completion calls it). */
export async function withXpBoost(userId: string, xp: number, now: Date): Promise<number> {
  return boostedLessonXp(xp, (await readProgression(userId)).xpBoostUntil, now);
}
