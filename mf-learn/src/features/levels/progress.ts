// Lesson totals per level; completion counts arrive with the learner's progress (0 until then).
import type { Level } from './types';

/** Number of lessons across every track and module of a level. */
export function lessonTotal(level: Level): number {
  return level.tracks.reduce((sum, t) => sum + t.modules.reduce((s, m) => s + m.lessonCount, 0), 0);
}

/** A level is open when it is the first or the previous one is fully complete. */
export function isLevelUnlocked(index: number, completedByLevel: number[], totals: number[]): boolean {
  if (index === 0) return true;
  const prevTotal = totals[index - 1];
  return prevTotal > 0 && completedByLevel[index - 1] >= prevTotal;
}
