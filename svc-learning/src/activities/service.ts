import type { Activity } from '@fff/contracts';
import { findRecent, insertActivity } from './repository';

export { insertActivity as recordActivity };

/** The learner's recent activities, newest first. */
export async function recentActivities(userId: string, limit: number): Promise<Activity[]> {
  const rows = await findRecent(userId, limit);
  return rows.map((row) => ({
    id: String(row._id),
    type: row.type,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    xpEarned: row.xpEarned,
  }));
}
