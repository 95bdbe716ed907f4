import { NEW_LEARNER, levelFromXp, levelXp, type ExportType } from '@fff/domain';
import mongoose from 'mongoose';
import { ActivityModel } from '../activities/model';
import { CompletionModel } from '../completion/model';
import { findProgressions } from '../progression/repository';
import { exportReviewData } from '../review/repository';
import { StreakActivityModel } from '../streak/model';
import { LedgerModel } from '../wallet/model';
import { ACHIEVEMENT_ACTIVITY_TYPES } from './reset';

const noId = { _id: 0, userId: 0 };
const DEFAULT_NUMBERS = {
  _id: '',
  xp: 0,
  prepXp: 0,
  flavorXp: 0,
  scienceXp: 0,
  prestige: 0,
  hearts: NEW_LEARNER.hearts,
  coins: 0,
  spiceStones: 0,
  streak: 0,
  longestStreak: 0,
  lastStreakDate: null as string | null,
};

/** The learner's records only, as plain JSON (dates as ISO strings). */
const plain = <T>(rows: T) => JSON.parse(JSON.stringify(rows)) as T;

async function progress(userId: string) {
  const [stored, completions, streakDays, wallet, review] = await Promise.all([
    findProgressions([userId]),
    CompletionModel.find({ userId }, { ...noId, paid: 0 })
      .sort({ completedAt: 1 })
      .lean(),
    StreakActivityModel.find({ userId }, noId).sort({ createdAt: 1 }).lean(),
    LedgerModel.find({ userId }, { userId: 0, applied: 0 }).sort({ createdAt: 1 }).lean(),
    exportReviewData(userId),
  ]);
  // A learner who never earned anything has no document: the export shows the defaults.
  const { _id: _id, ...numbers } = { ...DEFAULT_NUMBERS, ...stored.get(userId) };
  // The level is not stored (it follows from the XP kinds), but the page promises it, as the profile shows it.
  const progression = { ...numbers, level: levelFromXp(levelXp(numbers)) };
  return plain({ progression, completedLessons: completions, streakDays, walletLedger: wallet, review });
}

const activities = (userId: string, types?: readonly string[]) =>
  ActivityModel.find(types ? { userId, type: mongoose.trusted({ $in: [...types] }) } : { userId }, {
    ...noId,
    key: 0,
  })
    .sort({ createdAt: 1 })
    .lean()
    .then(plain);

/** The sections svc-learning owns: progress (with the wallet ledger), achievements, activities. */
export async function exportSections(
  userId: string,
  types: readonly ExportType[],
): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {};
  if (types.includes('progress')) sections.progress = await progress(userId);
  if (types.includes('achievements'))
    sections.achievements = await activities(userId, ACHIEVEMENT_ACTIVITY_TYPES);
  if (types.includes('activities')) sections.activities = await activities(userId);
  return sections;
}
