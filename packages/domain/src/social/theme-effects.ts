// What the week's theme does to one passed lesson (issue 38): svc-learning asks these when it pays a
// completion, once, so the XP paid (and the league score summing it) already holds the multiplier.
import type { XpType } from '../learning/rewards';
import { THEME_TAGS, type WeeklyTheme } from './weekly-theme';

/** The facts of a lesson a theme looks at. */
export interface ThemedLesson {
  /** The XP kind the lesson pays (xpKindOf its xpType). */
  xpKind: XpType;
  /** Its content tags, its module's included (e.g. 'eggs', 'herbs'). */
  tags: readonly string[];
  /** True when at least one of its quiz questions is a picture question. */
  hasPictureQuestions: boolean;
}

/** How many times its XP the lesson pays under `theme` (1 when the theme does not touch it). */
export function themeFactor(theme: WeeklyTheme, lesson: ThemedLesson): number {
  const m = theme.multiplier;
  if (!m) return 1;
  const applies =
    m.applies === 'visual'
      ? lesson.hasPictureQuestions
      : m.applies === 'eggs'
        ? lesson.tags.includes(THEME_TAGS.eggs)
        : lesson.xpKind === m.applies;
  return applies ? m.factor : 1;
}

/**
 * Herb badges the lesson earns under `theme`: one for the herb lesson passed plus one per herb
 * question answered right; 0 outside Herb Wars or for a lesson without the herbs tag.
 */
export function herbBadgesFor(theme: WeeklyTheme, lesson: ThemedLesson, correctAnswers: number): number {
  if (theme.counts !== 'herbs' || !lesson.tags.includes(THEME_TAGS.herbs)) return 0;
  return 1 + correctAnswers;
}
