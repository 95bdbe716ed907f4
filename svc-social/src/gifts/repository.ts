import mongoose from 'mongoose';
import { GiftModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** A gift as stored. */
export interface Gift {
  _id: string;
  senderId: string;
  receiverId: string;
  amount: number;
  description: string;
  fromUsername: string;
  toUsername: string;
  status: 'pending' | 'sent' | 'refused';
  attempts: number;
}

/** Insert the gift, or return the one already stored under its id. */
export async function insertOrGetGift(
  gift: Omit<Gift, 'status' | 'attempts'> & { nextAttemptAt: Date },
): Promise<Gift> {
  try {
    return (await GiftModel.create(gift)).toObject() as Gift;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await GiftModel.findById(gift._id).lean<Gift>();
    if (!existing) throw err;
    return existing;
  }
}

/** Final outcome. */
export async function markGift(
  id: string,
  status: 'sent' | 'refused',
  lastError: string | null = null,
): Promise<void> {
  await GiftModel.updateOne({ _id: id, status: 'pending' }, { $set: { status, lastError } });
}

/** Not delivered yet: try again at `retryAt`. */
export async function retryGiftLater(id: string, error: string, retryAt: Date): Promise<void> {
  await GiftModel.updateOne(
    { _id: id, status: 'pending' },
    { $set: { nextAttemptAt: retryAt, lastError: error.slice(0, 300) }, $inc: { attempts: 1 } },
  );
}

/** Claim one due pending gift for `leaseMs` (another replica will not take it meanwhile). */
export async function claimDueGift(now: Date, leaseMs: number): Promise<Gift | null> {
  return GiftModel.findOneAndUpdate(
    { status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) },
    { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) } },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  ).lean<Gift>();
}

/** Create the indexes before the first write. */
export async function ensureGiftIndexes(): Promise<void> {
  await GiftModel.init();
}
