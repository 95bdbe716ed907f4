import { randomBytes } from 'node:crypto';
import { conflict, freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { UserModel, type UserDoc } from './model';
import { toAccount, type Account } from './account';

export type { Account } from './account';

/** Normal form of an email for lookups and the unique index. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const DUPLICATE_USERNAME = 'This username is already taken.';

const objectId = (id: string) => (mongoose.isValidObjectId(id) && /^[a-f0-9]{24}$/i.test(id) ? id : null);

/** Whether an account uses this email (case-insensitive). */
export async function emailExists(email: string): Promise<boolean> {
  const found = await UserModel.exists({ emailLower: normaliseEmail(email) });
  return found !== null;
}

/** Make sure the unique indexes exist before the first write (autoIndex is asynchronous). */
export async function ensureUserIndexes(): Promise<void> {
  await UserModel.init();
}

/** What registration stores. */
export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  isDeveloper: boolean;
  newsletterSignup: boolean;
  referredBy: string | null;
}

/** Create an account; 409 with a clear message when the email or username is taken (any case). */
export async function createUser(input: NewUser): Promise<Account> {
  if (await emailExists(input.email)) throw conflict(DUPLICATE_EMAIL);
  if (await UserModel.exists({ usernameLower: input.username.trim().toLowerCase() })) {
    throw conflict(DUPLICATE_USERNAME);
  }
  try {
    const doc = await UserModel.create({ ...input, gdprConsentAt: new Date() });
    return toAccount(doc.toObject() as UserDoc);
  } catch (err) {
    // Two sign-ups racing past the checks above: the unique indexes decide.
    const key = (err as { code?: number; keyPattern?: Record<string, unknown> }).keyPattern ?? {};
    if (isDuplicateKey(err)) {
      throw conflict('usernameLower' in key ? DUPLICATE_USERNAME : DUPLICATE_EMAIL);
    }
    throw err;
  }
}

// Accounts by id, coalesced (service-kit's fresh-batches.ts): a read is answered by a query that
// started after it was asked for, so it sees every write made before (a rename, a new picture),
// while the reads arriving during one query share the next (one `$in` instead of one round trip each).
const ACCOUNT_BATCH_MAX = 500;
const readAccounts = freshBatches<UserDoc>(async (_group, ids) => {
  const docs =
    ids.length === 1
      ? [await UserModel.findById(ids[0]).lean<UserDoc>()]
      : await UserModel.find({ _id: mongoose.trusted({ $in: ids }) }).lean<UserDoc[]>();
  const found = new Map<string, UserDoc>();
  for (const doc of docs) if (doc) found.set(String(doc._id), doc);
  return found;
}, ACCOUNT_BATCH_MAX);

/** The account with this id, or null (also for ids that are not ObjectIds). */
export async function findAccountById(id: string): Promise<Account | null> {
  if (!objectId(id)) return null;
  const key = id.toLowerCase();
  const doc = (await readAccounts('', [key])).get(key);
  return doc ? toAccount(doc) : null;
}

/** The account using this email (any case), or null. */
export async function findAccountByEmail(email: string): Promise<Account | null> {
  const doc = await UserModel.findOne({ emailLower: normaliseEmail(email) }).lean<UserDoc>();
  return doc ? toAccount(doc) : null;
}

/** Account plus its password hash, for sign-in only. */
export async function findCredentialsByEmail(
  email: string,
): Promise<{ account: Account; passwordHash: string } | null> {
  const doc = await UserModel.findOne({ emailLower: normaliseEmail(email) }).lean<UserDoc>();
  return doc ? { account: toAccount(doc), passwordHash: doc.passwordHash } : null;
}

/** The stored password hash of a user, or null. */
export async function findPasswordHash(id: string): Promise<string | null> {
  if (!objectId(id)) return null;
  const doc = await UserModel.findById(id, { passwordHash: 1 }).lean<UserDoc>();
  return doc?.passwordHash ?? null;
}

/** Replace the password hash. */
export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $set: { passwordHash } });
}

/** Mark the email verified; returns the account only when this call verified it (exactly once). */
export async function markVerifiedOnce(id: string): Promise<Account | null> {
  const doc = await UserModel.findOneAndUpdate(
    { _id: id, emailVerified: false },
    { $set: { emailVerified: true } },
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  return doc ? toAccount(doc) : null;
}

/** The account owning a referral code (already normalised), or null. */
export async function findAccountByReferralCode(code: string): Promise<Account | null> {
  const doc = await UserModel.findOne({ referralCode: code }).lean<UserDoc>();
  return doc ? toAccount(doc) : null;
}

/** Count one more successful referral for the referrer. */
export async function incrementReferrals(id: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $inc: { totalReferrals: 1 } });
}

/**
 * A new picture: bump the avatar version and draw a new random key (its URL's secret); the key, or
 * null when the user is gone.
 */
export async function newAvatarKey(id: string): Promise<string | null> {
  const key = randomBytes(16).toString('base64url');
  const doc = await UserModel.findByIdAndUpdate(
    id,
    { $inc: { avatarVersion: 1 }, $set: { avatarKey: key } },
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  return doc ? key : null;
}

/** Accounts for these ids, in the given order; unknown ids are left out. */
export async function findAccountsByIds(ids: string[]): Promise<Account[]> {
  const valid = [...new Set(ids.filter(objectId))];
  if (valid.length === 0) return [];
  const docs = await UserModel.find({ _id: mongoose.trusted({ $in: valid }) }).lean<UserDoc[]>();
  const byId = new Map(docs.map((d) => [String(d._id), toAccount(d)]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** Accounts whose username starts with `term` (case-insensitive), shortest names first. */
export async function searchAccountsByUsername(term: string, limit: number): Promise<Account[]> {
  const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const docs = await UserModel.find({ usernameLower: mongoose.trusted({ $regex: `^${escaped}` }) })
    .sort({ usernameLower: 1 })
    .limit(limit)
    .lean<UserDoc[]>();
  return docs.map(toAccount);
}
