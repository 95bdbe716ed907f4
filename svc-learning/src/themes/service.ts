// The week's theme as svc-learning pays it (issue 38): the rotation of @fff/domain, with Perfect
// Plating only while some lesson has a picture question, and what the theme does to a passed lesson.
import type { WeeklyThemeResponse } from '@fff/contracts';
import {
  herbBadgesFor,
  leagueWeekKey,
  themeFactor,
  themesInRotation,
  weekEndsAt,
  weeklyThemeAt,
  THEME_REFERENCE_DATE,
  type ThemedLesson,
  type WeeklyTheme,
  type XpType,
} from '@fff/domain';
import { addHerbBadgesOnce, herbBadgesOf, lessonsHavePictureQuestions } from './repository';

// The content changes only when it is seeded; a minute-old answer about picture questions is exact
// in practice and saves a query on every completion.
const RECHECK_MS = 60_000;
let pictures: { has: boolean; at: number } | undefined;

async function hasPictureQuestions(now: number): Promise<boolean> {
  if (!pictures || now - pictures.at > RECHECK_MS || now < pictures.at) {
    pictures = { has: await lessonsHavePictureQuestions(), at: now };
  }
  return pictures.has;
}

/** The theme in force at `now`. */
export async function themeAt(now: Date): Promise<WeeklyTheme> {
  return weeklyThemeAt(now, THEME_REFERENCE_DATE, themesInRotation(await hasPictureQuestions(now.getTime())));
}

/** A stored lesson's facts as a theme reads them. */
export function themedLesson(
  lesson: { tags?: string[]; content: Record<string, unknown> },
  xpKind: XpType,
): ThemedLesson {
  const quiz = (lesson.content.quiz ?? []) as Array<{ pictures?: unknown[] }>;
  return {
    xpKind,
    tags: lesson.tags ?? [],
    hasPictureQuestions: quiz.some((q) => (q.pictures?.length ?? 0) > 0),
  };
}

/** GET /api/weekly-theme: the theme, its end and the learner's herb badges this week. */
export async function weeklyThemeView(userId: string, now = new Date()): Promise<WeeklyThemeResponse> {
  const week = leagueWeekKey(now);
  const theme = await themeAt(now);
  return {
    week,
    endsAt: weekEndsAt(week).toISOString(),
    theme: { ...theme },
    herbBadges: await herbBadgesOf(userId, week),
  };
}

/** What the theme in force at `now` does to this lesson: its XP factor, and the herb badges to count. */
export async function themeEffectOn(
  lesson: { tags?: string[]; content: Record<string, unknown> },
  xpKind: XpType,
  now: Date,
): Promise<{ theme: WeeklyTheme; factor: number; herbBadges: (correctAnswers: number) => number }> {
  const theme = await themeAt(now);
  const facts = themedLesson(lesson, xpKind);
  return {
    theme,
    factor: themeFactor(theme, facts),
    herbBadges: (correctAnswers) => herbBadgesFor(theme, facts, correctAnswers),
  };
}

/** Count a passed herb lesson's badges in its week, once per lesson and week (Herb Wars). */
export async function countHerbBadges(userId: string, lessonId: string, badges: number, now: Date) {
  if (badges <= 0) return;
  const week = leagueWeekKey(now);
  await addHerbBadgesOnce(userId, week, `herbs:${week}:${lessonId}`, badges);
}
