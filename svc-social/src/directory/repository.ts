import type { DirectoryEvent } from '@fff/contracts';
import { PRESENCE_WRITE_EVERY_MS, type ProfileVisibility } from '@fff/domain';
import { freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { DirectoryModel } from './model';

/** A learner as svc-social knows them. */
export interface DirectoryEntry {
  id: string;
  username: string;
  avatarUrl: string | null;
  profileVisibility: ProfileVisibility;
  showProgressToFriends: boolean;
  allowFriendRequests: boolean;
  showOnlineStatus: boolean;
  lastSeenAt: Date | null;
}

interface Row extends Omit<DirectoryEntry, 'id'> {
  _id: string;
  deleted?: boolean;
}

const toEntry = (r: Row): DirectoryEntry => ({
  id: r._id,
  username: r.username,
  avatarUrl: r.avatarUrl ?? null,
  profileVisibility: r.profileVisibility ?? 'public',
  showProgressToFriends: r.showProgressToFriends ?? true,
  allowFriendRequests: r.allowFriendRequests ?? true,
  showOnlineStatus: r.showOnlineStatus ?? true,
  lastSeenAt: r.lastSeenAt ?? null,
});

// What toEntry reads (not usernameLower, deleted or version).
const ENTRY_FIELDS =
  'username avatarUrl profileVisibility showProgressToFriends allowFriendRequests showOnlineStatus lastSeenAt';

/**
 * Apply an identity event when it is newer than what is stored. The filter only matches an older
 * version; when a newer one is stored the upsert's insert hits the _id and is ignored.
 */
export async function applyDirectoryEvent(event: DirectoryEvent): Promise<boolean> {
  const set =
    event.kind === 'deleted'
      ? { deleted: true, version: event.version, avatarUrl: null }
      : {
          ...event.user,
          usernameLower: event.user.username.toLowerCase(),
          deleted: false,
          version: event.version,
        };
  try {
    const res = await DirectoryModel.updateOne(
      { _id: event.userId, version: mongoose.trusted({ $lt: event.version }) },
      // A user deleted before we ever heard of them still needs a name for the tombstone.
      {
        $set: set,
        ...(event.kind === 'deleted' ? { $setOnInsert: { username: 'deleted', usernameLower: '' } } : {}),
      },
      { upsert: true },
    );
    return res.modifiedCount + (res.upsertedCount ?? 0) > 0;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/**
 * Record that the learner is active now (presence), at most every PRESENCE_WRITE_EVERY_MS. A learner
 * we have no event for yet (signed up before the directory existed) is added from their token with
 * version 0, so any identity event replaces it.
 */
export async function touchPresence(userId: string, username: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - PRESENCE_WRITE_EVERY_MS);
  try {
    const res = await DirectoryModel.updateOne(
      // A deleted account's tombstone is never touched (its insert then hits the _id and is ignored).
      {
        _id: userId,
        deleted: mongoose.trusted({ $ne: true }),
        $or: [{ lastSeenAt: null }, { lastSeenAt: mongoose.trusted({ $lt: cutoff }) }],
      },
      {
        $set: { lastSeenAt: now },
        $setOnInsert: { username, usernameLower: username.toLowerCase(), version: 0 },
      },
      { upsert: true },
    );
    if (res.upsertedCount)
      await accountDataOps.refuseIfErased(userId, () =>
        DirectoryModel.deleteOne({ _id: userId, version: 0 }),
      );
  } catch (err) {
    // Exists and was seen recently: nothing to write.
    if (!isDuplicateKey(err)) throw err;
  }
}

// Entries by id, coalesced (service-kit's fresh-batches.ts): a read is answered by a query that
// started after it was asked for (a rename or privacy change applied before is in it), and the reads
// arriving during one query (friend lists, rankings, search) share the next, their ids merged.
const ENTRIES_BATCH_MAX = 1000;
const readEntries = freshBatches<DirectoryEntry>(async (_group, ids) => {
  const rows = await DirectoryModel.find(
    { _id: mongoose.trusted({ $in: ids }), deleted: false },
    ENTRY_FIELDS,
  ).lean<Row[]>();
  return new Map(rows.map((r) => [r._id, toEntry(r)]));
}, ENTRIES_BATCH_MAX);

/** Live (not deleted) entries for these ids, by id. */
export async function findEntries(ids: string[]): Promise<Map<string, DirectoryEntry>> {
  if (ids.length === 0) return new Map();
  return readEntries('', [...new Set(ids)]);
}

/** One live entry, or null. */
export async function findEntry(id: string): Promise<DirectoryEntry | null> {
  const row = await DirectoryModel.findOne({ _id: id, deleted: false }).lean<Row>();
  return row ? toEntry(row) : null;
}

/**
 * Live, findable entries whose lowercase username starts with `prefix`, by username, skipping
 * `exclude` (the searcher and blocks both ways). A range (not a regex) on usernameLower keeps it
 * an index scan on MongoDB and the embedded server alike.
 */
export async function searchByPrefix(
  prefix: string,
  exclude: string[],
  skip: number,
  limit: number,
): Promise<DirectoryEntry[]> {
  const lower = prefix.toLowerCase();
  const rows = await DirectoryModel.find({
    usernameLower: mongoose.trusted({ $gte: lower, $lt: `${lower}\uffff` }),
    deleted: false,
    profileVisibility: mongoose.trusted({ $ne: 'private' }),
    _id: mongoose.trusted({ $nin: exclude }),
  })
    .sort({ usernameLower: 1, _id: 1 })
    .skip(skip)
    .limit(limit)
    .lean<Row[]>();
  return rows.map(toEntry);
}

/** Create the indexes before the first query. */
export async function ensureDirectoryIndexes(): Promise<void> {
  await DirectoryModel.init();
}
