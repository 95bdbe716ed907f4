import fs from 'node:fs';
import path from 'node:path';
import mongoose, { type Model } from 'mongoose';

/** Who is being erased (the address for data kept by address rather than by id). */
export interface ErasedUser {
  id: string;
  email?: string;
}

/**
 * One collection holding something about a user, and how it is erased and exported:
 * - `fields`: documents where any of these fields equals the user id are deleted (with `only`, just
 *   those also matching it: work still in flight stays to finish);
 * - `scrub`: instead of deleting those documents, these fields are set (a tombstone that must stay);
 * - `arrays`: the user id is pulled from these array fields (memberships of shared documents);
 * - `erase`: the owner's own function, for data not keyed by the id alone (an address, a hash);
 * - `kept`: not erased, and why (the erase's own tombstone, the account deleted last by the deletion).
 * `exportAs` names where the user's documents appear in their export (none: not exported), and
 * `reset` the reset category that clears them too.
 */
export interface UserDataEntry {
  /** The raw collection's name; or `model`, whose queries cast the id (an ObjectId field). */
  collection?: string;
  // Any model: the registry only deletes and updates by the fields named here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model?: Model<any>;
  fields?: readonly string[];
  only?: Record<string, unknown>;
  scrub?: Record<string, unknown>;
  arrays?: readonly string[];
  erase?(user: ErasedUser): Promise<unknown>;
  kept?: string;
  exportAs?: string;
  reset?: string;
}

/** A service's user-data registry: every collection with personal data, and those without any. */
export interface UserDataRegistry<E extends UserDataEntry = UserDataEntry> {
  entries: readonly E[];
  /** Collections holding no personal data, each with why (the completeness test tells them from a forgotten one). */
  withoutUserData: Readonly<Record<string, string>>;
  /** Erase the user from every entry, in order (safe to repeat). */
  erase(user: ErasedUser): Promise<void>;
  /** Erase the user from the entries of a reset category. */
  reset(user: ErasedUser, categories: readonly string[]): Promise<void>;
}

/** Filter: documents where any of the fields is the user (and the entry's extra condition). */
export const ownedBy = (fields: readonly string[], userId: string, only: Record<string, unknown> = {}) => ({
  $or: fields.map((f) => ({ [f]: userId })),
  ...only,
});

/** The collection an entry names (by its model or by name). */
export const collectionOf = (entry: UserDataEntry): string =>
  entry.model?.collection.collectionName ?? entry.collection ?? '';

/** Remove the user from one entry's collection: documents they own, then memberships. */
async function clear(entry: UserDataEntry, user: ErasedUser): Promise<void> {
  if (entry.kept !== undefined) return;
  if (entry.erase) await entry.erase(user);
  // A model casts the id to its fields' types; the raw collection takes it as it is.
  const collection: Pick<Model<unknown>, 'deleteMany' | 'updateMany'> = entry.model ??
  (mongoose.connection.collection(collectionOf(entry)) as never);
  const fields = entry.fields ?? [];
  if (fields.length && entry.scrub)
    await collection.updateMany(ownedBy(fields, user.id), { $set: entry.scrub });
  else if (fields.length) await collection.deleteMany(ownedBy(fields, user.id, entry.only));
  for (const field of entry.arrays ?? [])
    await collection.updateMany({ [field]: user.id }, { $pull: { [field]: user.id } } as never);
}

/**
 * The one registry a service keeps of its user data: the account deletion's erase, the reset
 * categories and the completeness test (testing's describeUserDataRegistry) all read it, so a
 * feature that stores something about a user adds one entry and is erased with the rest.
 */
export function userDataRegistry<E extends UserDataEntry>(
  entries: readonly E[],
  withoutUserData: Record<string, string> = {},
): UserDataRegistry<E> {
  for (const entry of entries)
    if (!collectionOf(entry)) throw new Error('a user-data entry names neither a collection nor a model');
  for (const entry of entries)
    if (!entry.fields?.length && !entry.arrays?.length && !entry.erase && entry.kept === undefined)
      throw new Error(`user data in ${collectionOf(entry)} says neither how it is erased nor why it is kept`);
  return {
    entries,
    withoutUserData: Object.freeze({ ...withoutUserData }),
    async erase(user) {
      for (const entry of entries) await clear(entry, user);
    },
    async reset(user, categories) {
      for (const entry of entries)
        if (entry.reset && categories.includes(entry.reset)) await clear(entry, user);
    },
  };
}

/** Collections named in a source tree as `.collection('name')` (raw driver, no mongoose model); tests left out. */
export function rawCollectionsIn(srcDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== '__tests__') walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/\.collection(?:<[^>]*>)?\(\s*'([\w.-]+)'/g))
          names.add(m[1]);
    }
  };
  walk(srcDir);
  return [...names];
}

/**
 * Every collection the service can hold (its mongoose models, the raw collections its source names,
 * those in its database now) that its registry neither lists with how it is erased nor as holding
 * no user data: what the completeness test expects to be empty.
 */
export async function unregisteredCollections(registry: UserDataRegistry, srcDir: string): Promise<string[]> {
  const known = new Set([...registry.entries.map(collectionOf), ...Object.keys(registry.withoutUserData)]);
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  const inDatabase = db ? (await db.listCollections().toArray()).map((c) => c.name) : [];
  const all = new Set([
    ...Object.values(mongoose.models).map((m) => m.collection.collectionName),
    ...rawCollectionsIn(srcDir),
    ...inDatabase,
  ]);
  return [...all].filter((name) => !known.has(name) && !name.startsWith('system.')).sort();
}
