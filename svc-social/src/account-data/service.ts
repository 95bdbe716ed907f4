import type { ExportType, ResetCategory } from '@fff/domain';
import mongoose from 'mongoose';
import { accountDataOps } from './model';
import { USER_DATA_COLLECTIONS, type UserDataCollection } from './registry';

const collection = (name: string) => mongoose.connection.collection(name);

/** Filter: documents where any of the fields is the user (and the entry's extra condition). */
const ownedBy = (fields: readonly string[], userId: string, only: Record<string, unknown> = {}) => ({
  $or: fields.map((f) => ({ [f]: userId })),
  ...only,
});

/** Remove the user from one registered collection (documents they own, then memberships). */
async function clear(entry: UserDataCollection, userId: string): Promise<void> {
  const fields = entry.fields ?? [];
  if (fields.length && entry.scrub) {
    await collection(entry.collection).updateMany(ownedBy(fields, userId), { $set: entry.scrub });
  } else if (fields.length) {
    await collection(entry.collection).deleteMany(ownedBy(fields, userId, entry.only));
  }
  for (const field of entry.arrays ?? []) {
    await collection(entry.collection).updateMany({ [field]: userId }, {
      $pull: { [field]: userId },
    } as never);
  }
}

/** Reset the 'social' category once per operation id (friendships and friend requests). */
export async function resetOnce(
  userId: string,
  operationId: string,
  categories: readonly ResetCategory[],
): Promise<boolean> {
  return accountDataOps.resetOnce(userId, operationId, async () => {
    for (const entry of USER_DATA_COLLECTIONS) {
      if (entry.reset && categories.includes(entry.reset)) await clear(entry, userId);
    }
  });
}

/** Erase the user from every registered collection (safe to repeat; anything written late goes too). */
export async function eraseOnce(userId: string, operationId: string): Promise<boolean> {
  return accountDataOps.erase(userId, operationId, async () => {
    for (const entry of USER_DATA_COLLECTIONS) await clear(entry, userId);
  });
}

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
  for (const entry of USER_DATA_COLLECTIONS) {
    if (!entry.exportAs) continue;
    const filter: Record<string, unknown> = ownedBy(
      entry.exportFields ?? [...(entry.fields ?? []), ...(entry.arrays ?? [])],
      userId,
    );
    if (entry.hiddenOnceBlockedBy && blockers.length) filter[entry.hiddenOnceBlockedBy] = { $nin: blockers };
    const docs = await collection(entry.collection)
      .find(filter, { projection: { _id: 0 } })
      .toArray();
    friends[entry.exportAs] = JSON.parse(JSON.stringify(docs));
  }
  return { friends };
}
