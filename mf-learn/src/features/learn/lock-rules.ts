// Completion and lock state of each card. The server's learner overlay (unlocked, completed and
// total counts) wins when present; otherwise the spec's rules from @fff/domain decide.
import { isLevelUnlocked, isModuleUnlocked, uniqueById, type Completion } from '@fff/domain';
import type { LearnLevel, LearnModule, LearnTrack } from './types';

/** A card's completion and whether it is locked. */
export interface CardState extends Completion {
  locked: boolean;
}

const moduleTotal = (m: LearnModule) => m.totalLessons ?? m.lessonCount;
const trackCompletion = (t: LearnTrack): Completion => ({
  completed: t.completedLessons ?? uniqueById(t.modules).reduce((s, m) => s + (m.completedLessons ?? 0), 0),
  total: t.totalLessons ?? uniqueById(t.modules).reduce((s, m) => s + moduleTotal(m), 0),
});
// Coming Soon tracks do not count towards their level (same rule as the server).
const levelCompletion = (l: LearnLevel): Completion => {
  const counted = l.tracks.filter((t) => !t.comingSoon).map(trackCompletion);
  return {
    completed: l.completedLessons ?? counted.reduce((s, c) => s + c.completed, 0),
    total: l.totalLessons ?? counted.reduce((s, c) => s + c.total, 0),
  };
};

/** Levels (sorted by order) with completion and lock: first, developer, or previous complete. */
export function levelStates(levels: readonly LearnLevel[], isDeveloper: boolean): CardState[] {
  const completions = levels.map(levelCompletion);
  return levels.map((level, i) => ({
    ...completions[i],
    locked: level.unlocked !== undefined ? !level.unlocked : !isLevelUnlocked(i, completions, isDeveloper),
  }));
}

/** Tracks: a Coming Soon track (or one the server marks locked) is locked. */
export function trackStates(tracks: readonly LearnTrack[]): CardState[] {
  return tracks.map((track) => ({ ...trackCompletion(track), locked: track.comingSoon || track.unlocked === false }));
}

/** Modules (already de-duplicated): the previous module must be fully complete. */
export function moduleStates(modules: readonly LearnModule[], isDeveloper: boolean): CardState[] {
  const completions = modules.map((m) => ({ completed: m.completedLessons ?? 0, total: moduleTotal(m) }));
  return modules.map((mod, i) => ({
    ...completions[i],
    locked: mod.unlocked !== undefined ? !mod.unlocked : !isModuleUnlocked(i, completions, isDeveloper),
  }));
}

/** Finds level, track and module ids for a location, filling in parents from a child id. */
export function resolveLocation(levels: readonly LearnLevel[], loc: { level?: string; track?: string; module?: string }) {
  for (const level of levels) {
    for (const track of level.tracks) {
      const mod = loc.module ? track.modules.find((m) => m.id === loc.module) : undefined;
      const trackMatches = loc.track ? track.id === loc.track : Boolean(mod);
      if (loc.module && mod && (!loc.track || track.id === loc.track)) return { level, track, module: mod };
      if (!loc.module && trackMatches && (!loc.level || level.id === loc.level)) return { level, track, module: undefined };
    }
    if (!loc.module && !loc.track && level.id === loc.level) return { level, track: undefined, module: undefined };
  }
  return { level: undefined, track: undefined, module: undefined };
}
