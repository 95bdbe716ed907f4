import type { Progression } from '@fff/contracts';
import mongoose from 'mongoose';
import { ProgressionModel } from './model';

/** Stored fields of a progression (no user id, no timestamps). */
export type ProgressionFields = Omit<Progression, 'userId'>;

const FIELDS =
  'xp prepXp flavorXp scienceXp level prestige hearts coins spiceStones streak longestStreak lastStreakDate';

type Row = ProgressionFields & { _id: string };

/** Stored progressions of these users, by user id (users without a document are absent). */
export async function findProgressions(userIds: string[]): Promise<Map<string, Partial<ProgressionFields>>> {
  const rows = await ProgressionModel.find({ _id: mongoose.trusted({ $in: userIds }) }, FIELDS).lean<Row[]>();
  return new Map(rows.map(({ _id, ...fields }) => [_id, fields]));
}
