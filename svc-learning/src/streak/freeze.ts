// Streak Freezes are spent lazily: the first time the learner's streak is touched on a day after
// missed days (a lesson completed, the calendar or the Shop read with the learner's zone), the freezes
// held cover them (packages/domain streak-freeze.ts). The spend is a compare-and-set on the streak
// fields, so two requests at once spend the freezes once; the covered days are written first with a
// unique key per day, so a crash in between loses no calendar mark and a retry writes none twice.
import { withFreezesUsed } from '@fff/domain';
import mongoose from 'mongoose';
import { compareAndSet, readProgression } from '../progression/repository';
import { tooManyChanges } from '../shared/errors';
import { FrozenDayModel } from './frozen-day-model';

/** Spend the learner's freezes on the days missed before `today`; returns the days covered now. */
export async function useStreakFreezes(userId: string, today: string): Promise<string[]> {
  for (let tries = 0; tries < 10; tries++) {
    const row = await readProgression(userId);
    const { state, frozen } = withFreezesUsed(row, today);
    if (frozen.length === 0) return [];
    await FrozenDayModel.bulkWrite(
      frozen.map((date) => ({
        updateOne: { filter: { userId, date }, update: { $setOnInsert: { userId, date } }, upsert: true },
      })),
    );
    const expected = {
      streak: row.streak,
      lastStreakDate: row.lastStreakDate,
      streakFreezes: row.streakFreezes,
    };
    const set = { lastStreakDate: state.lastStreakDate, streakFreezes: state.streakFreezes };
    if (await compareAndSet(userId, expected, set)) return frozen;
  }
  throw tooManyChanges();
}

/** The days in [from, to] a freeze covered, oldest first. */
export async function frozenDaysBetween(userId: string, from: string, to: string): Promise<string[]> {
  const rows = await FrozenDayModel.find(
    { userId, date: mongoose.trusted({ $gte: from, $lte: to }) },
    'date',
  ).lean<Array<{ date: string }>>();
  return rows.map((r) => r.date).sort();
}
