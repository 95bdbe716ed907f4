import { ActivityModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** An activity as stored. */
export interface ActivityRow {
  _id: unknown;
  userId: string;
  type: string;
  description: string;
  xpEarned: number;
  createdAt: Date;
}

/** Record an activity; with a `key`, a second record of the same event is ignored. */
export async function insertActivity(activity: {
  userId: string;
  type: string;
  description: string;
  xpEarned: number;
  key?: string;
  createdAt?: Date;
}): Promise<void> {
  try {
    await ActivityModel.create(activity);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}

/** The learner's newest activities first. */
export async function findRecent(userId: string, limit: number): Promise<ActivityRow[]> {
  return ActivityModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<ActivityRow[]>();
}
