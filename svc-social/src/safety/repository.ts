import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { BlockModel, ReportModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** Record a block; blocking twice changes nothing. */
export async function insertBlock(blockerId: string, blockedId: string): Promise<void> {
  try {
    await BlockModel.create({ blockerId, blockedId });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return;
  }
  await accountDataOps.refuseIfErased(blockerId, () => BlockModel.deleteOne({ blockerId, blockedId }));
}

/** True when either user blocked the other. */
export async function blockedEitherWay(a: string, b: string): Promise<boolean> {
  const found = await BlockModel.exists({
    $or: [
      { blockerId: a, blockedId: b },
      { blockerId: b, blockedId: a },
    ],
  });
  return found !== null;
}

/** True when the learner blocked, or was blocked by, anyone among `others`. */
export async function blockedWithAny(userId: string, others: string[]): Promise<boolean> {
  if (others.length === 0) return false;
  const found = await BlockModel.exists({
    $or: [
      { blockerId: userId, blockedId: mongoose.trusted({ $in: others }) },
      { blockerId: mongoose.trusted({ $in: others }), blockedId: userId },
    ],
  });
  return found !== null;
}

/** Everyone the learner blocked or was blocked by (hidden from each other). */
export async function blockedPeers(userId: string): Promise<string[]> {
  const [mine, theirs] = await Promise.all([
    BlockModel.find({ blockerId: userId }, { blockedId: 1 }).lean<{ blockedId: string }[]>(),
    BlockModel.find({ blockedId: userId }, { blockerId: 1 }).lean<{ blockerId: string }[]>(),
  ]);
  return [...new Set([...mine.map((b) => b.blockedId), ...theirs.map((b) => b.blockerId)])];
}

/** Store a report. */
export async function insertReport(report: {
  reporterId: string;
  targetId: string;
  reason: string;
}): Promise<void> {
  const doc = await ReportModel.create({ ...report, type: 'user' });
  await accountDataOps.refuseIfErased(report.reporterId, () => ReportModel.deleteOne({ _id: doc._id }));
}

/** How many reports the learner filed since `since`. */
export async function reportsSince(reporterId: string, since: Date): Promise<number> {
  return ReportModel.countDocuments({ reporterId, createdAt: mongoose.trusted({ $gte: since }) });
}

/** Create the indexes before the first write. */
export async function ensureSafetyIndexes(): Promise<void> {
  await Promise.all([BlockModel.init(), ReportModel.init()]);
}
