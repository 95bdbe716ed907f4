import type { ExportType, ResetCategory } from '@fff/domain';
import { collectionOf, ownedBy } from '@fff/service-kit';
import mongoose from 'mongoose';
import { accountDataOps } from './model';
import { userData } from './registry';

/** Reset the 'social' category once per operation id (friendships, friend requests, crews). */
export async function resetOnce(
  userId: string,
  operationId: string,
  categories: readonly ResetCategory[],
): Promise<boolean> {
  return accountDataOps.resetOnce(userId, operationId, () => userData.reset({ id: userId }, categories));
}

/** Erase the user from every registered collection (safe to repeat; anything written late goes too). */
export async function eraseOnce(userId: string, operationId: string): Promise<boolean> {
  return accountDataOps.erase(userId, operationId, () => userData.erase({ id: userId }));
}

const collection = (name: string) => mongoose.connection.collection(name);

/** Everyone who blocked the learner (read from the raw collection, like the rest of the export). */
async function whoBlocked(userId: string): Promise<string[]> {
  const rows = await collection('blocks')
    .find({ blockedId: userId }, { projection: { blockerId: 1 } })
    .toArray();
  return rows.map((r) => String(r.blockerId));
}

/**
 * The 'friends' export: the learner's documents of each collection with an export section. Only
 * documents the learner is part of, which they could already see in the app (friends' names
 * appear on friendships, requests and gifts as the app showed them), and not what a block hid from
 * them since (hiddenOnceBlockedBy).
 */
export async function exportSections(
  userId: string,
  types: readonly ExportType[],
): Promise<Record<string, unknown>> {
  if (!types.includes('friends')) return {};
  const friends: Record<string, unknown> = {};
  const blockers = await whoBlocked(userId);
  for (const entry of userData.entries) {
    if (!entry.exportAs) continue;
    const filter: Record<string, unknown> = ownedBy(
      entry.exportFields ?? [...(entry.fields ?? []), ...(entry.arrays ?? [])],
      userId,
    );
    if (entry.hiddenOnceBlockedBy && blockers.length) filter[entry.hiddenOnceBlockedBy] = { $nin: blockers };
    const docs = await collection(collectionOf(entry))
      .find(filter, { projection: { _id: 0 } })
      .toArray();
    friends[entry.exportAs] = JSON.parse(JSON.stringify(docs));
  }
  return { friends };
}
