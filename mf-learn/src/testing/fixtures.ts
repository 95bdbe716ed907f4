// Small builders for API payloads used by the component tests.
import type { LessonCard, LessonResponse, ModuleLessonsResponse, User } from '@fff/contracts';
import { uniqueById } from '@fff/domain/learning';
import { testUser } from '@fff/platform/testing';
import type { LearnLevel, LearnModule, LearnTrack } from '../features/learn/types';

/**
 * Builders for GET /api/levels as a signed-in learner gets it: the catalogue with the learner
 * overlay svc-learning adds (completedLessons, totalLessons, unlocked). Counts add up from the
 * modules; everything is unlocked unless a test says otherwise (the server decides locks).
 */
const sum = (items: readonly { completedLessons: number; totalLessons: number }[]) => ({
  completedLessons: items.reduce((n, i) => n + i.completedLessons, 0),
  totalLessons: items.reduce((n, i) => n + i.totalLessons, 0),
});

/** A module summary of `count` lessons, none completed, unlocked unless told. */
export function mod(id: string, count: number, extra: Partial<LearnModule> = {}): LearnModule {
  return {
    id,
    title: `Module ${id}`,
    description: `About ${id}`,
    level: 'beginner',
    lessonCount: count,
    completedLessons: 0,
    totalLessons: count,
    unlocked: true,
    ...extra,
  };
}

/** A track of modules (a Coming Soon track is locked, as the server sends it). */
export function track(
  id: string,
  letter: string,
  modules: LearnModule[],
  extra: Partial<LearnTrack> = {},
): LearnTrack {
  const comingSoon = extra.comingSoon ?? false;
  return {
    id,
    letter,
    title: `Track ${id}`,
    description: `Track ${id} description`,
    mascot: 'chef-chilli',
    comingSoon,
    modules,
    ...sum(uniqueById(modules)),
    unlocked: !comingSoon,
    ...extra,
  };
}

/** A level of tracks; Coming Soon tracks do not count towards it. */
export function level(
  order: number,
  title: string,
  tracks: LearnTrack[],
  extra: Partial<LearnLevel> = {},
): LearnLevel {
  return {
    id: `level-${order}`,
    order,
    title,
    description: `${title} description`,
    mascotDescription: `Mascot for ${title}`,
    mascot: 'chef-chilli',
    tracks,
    ...sum(tracks.filter((t) => !t.comingSoon)),
    unlocked: true,
    ...extra,
  };
}

/** The signed-in user: a level-2 cook with 35 Prep XP and a 1-day streak. */
export function user(extra: Partial<User> = {}): User {
  return testUser({
    username: 'cook',
    email: 'cook@gmail.com',
    referralCode: 'ABC',
    createdAt: '2024-01-01T00:00:00.000Z',
    xp: 35,
    prepXp: 35,
    flavorXp: 0,
    scienceXp: 0,
    level: 2,
    coins: 0,
    spiceStones: 7,
    flavourStones: 7,
    streak: 1,
    longestStreak: 1,
    lastStreakDate: null,
    ...extra,
  });
}

/** A lesson path. */
export function moduleLessons(id: string, statuses: LessonCard['status'][]): ModuleLessonsResponse {
  return {
    module: {
      id,
      title: `Module ${id}`,
      description: 'd',
      level: 'beginner',
      lessonCount: statuses.length,
      completedLessons: 0,
      unlocked: true,
    },
    lessons: statuses.map((status, i) => ({
      id: `${id}-${i + 1}`,
      title: `Lesson ${i + 1} title`,
      description: `Lesson ${i + 1} description`,
      learningOutcome: `Outcome ${i + 1}`,
      xpType: 'prep',
      type: 'normal',
      order: i,
      status,
    })),
  };
}

/** The option ids the fixture lesson serves for Alpha, Beta and Gamma (the server draws them per attempt). */
export const OPTION_IDS = ['0000000000a1', '0000000000b2', '0000000000c3'] as const;

/** A lesson with one section, one tool, one zone and `questions` quiz questions. */
export function lesson(
  id: string,
  questions = 2,
  attempt: LessonResponse['attempt'] = { answers: [], completed: false },
): LessonResponse {
  return {
    id,
    title: 'Knife Safety',
    description: 'd',
    learningOutcome: 'o',
    xpType: 'prep',
    type: 'normal',
    moduleId: 'knives',
    content: {
      intro: { character: 'Chef Chilli', greeting: 'Hola, cook!', description: 'Let us learn.' },
      core_content: {
        tools: [{ name: 'Chef knife', description: 'The workhorse.' }],
        sections: [{ name: 'The claw grip', description: 'Curl your fingers.', steps: ['Curl', 'Cut'] }],
        zones: [{ name: 'Cutting zone', description: 'Keep it clear.' }],
      },
      quiz: Array.from({ length: questions }, (_, i) => ({
        question: `Question ${i + 1}?`,
        options: ['Alpha', 'Beta', 'Gamma'].map((text, o) => ({ id: OPTION_IDS[o], text })),
      })),
      completion: { message: 'Well done!', character_action: 'Chef Chilli cheers' },
    },
    attempt,
  };
}
