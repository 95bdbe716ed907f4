import type { Progression, ProgressionCard, WeeklyXpEntry } from '@fff/contracts';
import {
  MAX_LEVEL,
  NEW_LEARNER,
  heartsAt,
  levelFromXp,
  levelInfo,
  levelXp,
  localDay,
  prestigeTitle,
  streakWithFreezes,
} from '@fff/domain';
import { isoOrNull } from '../shared/request';
import {
  findProgression,
  findProgressionCards,
  findProgressions,
  findWeeklyXp,
  type ProgressionRow,
} from './repository';

/** The calendar of a day when the learner's zone is unknown (why: streakNow). */
const WESTERNMOST_ZONE = 'Etc/GMT+12';

// The stored level is not read (it is derived from prepXp), so the row has none.
const { level: _derived, ...newLearnerRow } = NEW_LEARNER;

/** What a learner has before earning anything (the domain's NEW_LEARNER, hearts anchored on first read). */
export const DEFAULT_PROGRESSION: Readonly<Omit<ProgressionRow, '_id'>> = Object.freeze({
  ...newLearnerRow,
  heartsUpdatedAt: null,
  streakFreezes: 0,
  xpBoostUntil: null,
  ownedThemes: [],
  kitchenTheme: null,
  ownedOutfits: [],
  mascotOutfit: null,
});

/** Stored row merged over the defaults. */
export function withDefaults(userId: string, stored: Partial<ProgressionRow> | undefined): ProgressionRow {
  const out: ProgressionRow = { _id: userId, ...DEFAULT_PROGRESSION };
  for (const key of Object.keys(DEFAULT_PROGRESSION) as Array<keyof typeof DEFAULT_PROGRESSION>) {
    const value = stored?.[key];
    if (value !== undefined && value !== null) (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * The streak as it stands now without knowing the learner's zone: it is broken only once a whole
 * day was missed even on the westernmost calendar (UTC−12), so no learner ever sees it drop early,
 * and not while the Streak Freezes held cover the missed days (they are spent by streak/freeze.ts).
 */
export function streakNow(
  row: ProgressionRow,
  now: Date,
  timeZone?: string,
  today = localDay(now, timeZone ?? WESTERNMOST_ZONE),
): number {
  return streakWithFreezes(row, today);
}

/**
 * The public progression view: level derived from every kind of lesson XP (levelXp), hearts regenerated to `now`. `today` may be
 * computed once by a batch caller (formatting a day costs more than the rest of a row together).
 */
export function toProgression(
  row: ProgressionRow,
  now: Date,
  timeZone?: string,
  today?: string,
): Progression {
  const hearts = heartsAt(row.hearts, row.heartsUpdatedAt ?? now, now);
  const info = levelInfo(levelXp(row), row.prestige);
  const level = info.level;
  return {
    userId: row._id,
    xp: row.xp,
    prepXp: row.prepXp,
    flavorXp: row.flavorXp,
    scienceXp: row.scienceXp,
    level,
    prestige: row.prestige,
    hearts: hearts.hearts,
    coins: row.coins,
    spiceStones: row.spiceStones,
    streak: streakNow(row, now, timeZone, today),
    longestStreak: row.longestStreak,
    lastStreakDate: row.lastStreakDate,
    streakFreezes: row.streakFreezes,
    nextHeartAt: isoOrNull(hearts.nextHeartAt),
    isMaxLevel: level >= MAX_LEVEL,
    prestigeTitle: prestigeTitle(row.prestige),
    levelProgress: {
      xpIntoLevel: info.xpProgress,
      xpForLevel: info.xpForNextLevel - info.xpForCurrentLevel,
      percent: info.progressPercent,
    },
  };
}

/** One learner's progression (defaults when they have none yet). */
export async function getProgression(userId: string, now = new Date()): Promise<Progression> {
  const stored = await findProgression(userId);
  return toProgression(
    withDefaults(userId, stored ?? undefined),
    now,
    undefined,
    localDay(now, WESTERNMOST_ZONE),
  );
}

/** Progressions of several learners: one entry per distinct id, in request order. */
export async function getProgressions(userIds: string[], now = new Date()): Promise<Progression[]> {
  const distinct = [...new Set(userIds)];
  const stored = await findProgressions(distinct);
  const today = localDay(now, WESTERNMOST_ZONE);
  return distinct.map((id) => toProgression(withDefaults(id, stored.get(id)), now, undefined, today));
}

/** The card numbers of several learners (defaults for unknown ones): one per distinct id, in request order. */
export async function getProgressionCards(userIds: string[], now = new Date()): Promise<ProgressionCard[]> {
  const distinct = [...new Set(userIds)];
  const stored = await findProgressionCards(distinct);
  const today = localDay(now, WESTERNMOST_ZONE);
  return distinct.map((id) => {
    const row = withDefaults(id, stored.get(id));
    return {
      userId: id,
      xp: row.xp,
      level: levelFromXp(levelXp(row)),
      streak: streakNow(row, now, undefined, today),
      spiceStones: row.spiceStones,
    };
  });
}

/** Lifetime XP and the XP earned in league week `week` (zeros for unknown learners), in request order. */
export async function getWeeklyXp(userIds: string[], week: string): Promise<WeeklyXpEntry[]> {
  const distinct = [...new Set(userIds)];
  const stored = await findWeeklyXp(distinct, week);
  return distinct.map((userId) => {
    const row = stored.get(userId);
    const count = (field: 'prepXp' | 'flavorXp' | 'scienceXp') => row?.weekly?.[field] ?? 0;
    return {
      userId,
      week,
      xp: row?.xp ?? 0,
      prepXp: row?.prepXp ?? 0,
      flavorXp: row?.flavorXp ?? 0,
      scienceXp: row?.scienceXp ?? 0,
      weekly: { prepXp: count('prepXp'), flavorXp: count('flavorXp'), scienceXp: count('scienceXp') },
    };
  });
}
