// Completion and lock state of each card, as svc-learning computed them for this learner: GET
// /api/levels with a token adds completedLessons, totalLessons and unlocked to every level, track
// and module (learnerLevelsResponseSchema). The unlocking rules exist once, in @fff/domain's
// unlocking.ts, applied by the server (svc-learning curriculum/access.ts); this client only reads
// the result, so a rule cannot differ between what the server allows and what a card shows.
import type { LearnLevel, LearnModule, LearnTrack } from './types';

/** A card's completion and whether it is locked. */
export interface CardState {
  completed: number;
  total: number;
  locked: boolean;
}

const stateOf = (item: LearnLevel | LearnTrack | LearnModule): CardState => ({
  completed: item.completedLessons,
  total: item.totalLessons,
  locked: !item.unlocked,
});

/** Levels: first, developer, or previous level complete (decided by the server). */
export function levelStates(levels: readonly LearnLevel[]): CardState[] {
  return levels.map(stateOf);
}

/** Tracks: locked with their level, and while Coming Soon (decided by the server). */
export function trackStates(tracks: readonly LearnTrack[]): CardState[] {
  return tracks.map(stateOf);
}

/** Modules: the previous module fully complete (decided by the server). */
export function moduleStates(modules: readonly LearnModule[]): CardState[] {
  return modules.map(stateOf);
}

/** Finds level, track and module ids for a location, filling in parents from a child id. */
export function resolveLocation(
  levels: readonly LearnLevel[],
  loc: { level?: string; track?: string; module?: string },
) {
  for (const level of levels) {
    for (const track of level.tracks) {
      const mod = loc.module ? track.modules.find((m) => m.id === loc.module) : undefined;
      const trackMatches = loc.track ? track.id === loc.track : Boolean(mod);
      if (loc.module && mod && (!loc.track || track.id === loc.track)) return { level, track, module: mod };
      if (!loc.module && trackMatches && (!loc.level || level.id === loc.level))
        return { level, track, module: undefined };
    }
    if (!loc.module && !loc.track && level.id === loc.level)
      return { level, track: undefined, module: undefined };
  }
  return { level: undefined, track: undefined, module: undefined };
}
