// Chef Chilli, the mascot in the bottom-left widget, and its reaction message sets.

/** Mascot name. */
export const MASCOT_NAME = 'Chef Chilli';

/** Reaction kinds the mascot answers. */
export type MascotReaction = 'lesson_complete' | 'perfect_score' | 'streak_milestone' | 'level_up' | 'idle';

/** Friendly messages per reaction. */
export const MASCOT_MESSAGES: Readonly<Record<MascotReaction, readonly string[]>> = Object.freeze({
  lesson_complete: [
    'Lesson done! Your knife skills are getting sharper. 🔪',
    'Another recipe for success in the bag!',
    'Nicely cooked! On to the next one?',
  ],
  perfect_score: [
    "Perfect score! Chef's kiss! 👨‍🍳",
    'Flawless! Not a single grain of salt out of place.',
    "Every answer right — you're on fire! 🌶️",
  ],
  streak_milestone: [
    'Your streak is sizzling! Keep the flame alive. 🔥',
    "Day after day — that's how great cooks are made!",
    "What a streak! Don't let the pan go cold.",
  ],
  level_up: [
    'Level up! Time for a bigger apron.',
    'You climbed a level — the kitchen is proud of you!',
    'New level unlocked. Spice it up! 🌶️',
  ],
  idle: [
    'Psst… a quick lesson keeps your skills fresh!',
    "Hungry for knowledge? Let's cook something up.",
    'Tip: mise en place makes every recipe easier.',
    'Remember: sharp knives are safer knives!',
  ],
});

/** A message for `reaction`; `random` in [0,1) picks one (deterministic in tests). */
export function mascotMessage(reaction: MascotReaction, random: number = Math.random()): string {
  const list = MASCOT_MESSAGES[reaction];
  const index = Math.min(list.length - 1, Math.max(0, Math.floor(random * list.length)));
  return list[index];
}

/** Whether a scroll of `deltaPx` pops the mascot up (2% chance over 50 px). */
export function shouldMascotAppearOnScroll(deltaPx: number, random: number = Math.random()): boolean {
  return Math.abs(deltaPx) > 50 && random < 0.02;
}

/**
 * The one reaction a lesson outcome earns, the rarest moment first: a level-up, a streak milestone
 * (STREAK_MILESTONES: 3, 7, 30 … days), a perfect score, then any passed lesson. A failed lesson earns none (the
 * summary explains it; a cheer would read as mockery).
 */
export function completionReaction(outcome: {
  passed: boolean;
  score: number;
  leveledUp: boolean;
  streakMilestone: number | null;
}): MascotReaction | null {
  if (!outcome.passed) return null;
  if (outcome.leveledUp) return 'level_up';
  if (outcome.streakMilestone !== null) return 'streak_milestone';
  if (outcome.score === 100) return 'perfect_score';
  return 'lesson_complete';
}

/** The cross-app action any remote dispatches to make Chef Chilli react (the shell's mascot slice handles it). */
export function mascotReacted(reaction: MascotReaction): { type: 'mascot/reacted'; payload: MascotReaction } {
  return { type: 'mascot/reacted', payload: reaction };
}

/**
 * Dr. Gut, the guide who presents the science and nutrition lessons (spec part 1 §1): his name, the
 * text alternative of his drawing (mf-learn DrGut.tsx) and the line that introduces him.
 */
export const DR_GUT = Object.freeze({
  name: 'Dr. Gut',
  alt: 'Dr. Gut: a smiling cartoon stomach in a white lab coat with round glasses and a stethoscope',
  presents: 'Dr. Gut, your science and nutrition guide, presents these lessons.',
  presentsLesson: 'Dr. Gut, your science and nutrition guide, presents this lesson.',
});
