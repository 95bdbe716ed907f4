import { GiftModel } from './model';
import { createRetryQueue, isDuplicateKey } from '@fff/service-kit';

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
  /** The retry worker's claim while it holds the gift. */
  claimId?: string | null;
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

/** How long a claimed or just-created gift is left alone by the retry worker. */
export const GIFT_LEASE_MS = 30_000;

/**
 * The pending gifts as service-kit's retry queue sees them: claimed under a lease, retried with
 * backoff from 2 s up to 10 minutes until svc-learning answers ('sent' and 'refused' are final).
 */
export const giftQueue = createRetryQueue<Gift>({
  model: GiftModel,
  waiting: { status: 'pending' },
  leaseMs: GIFT_LEASE_MS,
  backoff: { baseMs: 2000, maxMs: 10 * 60 * 1000 },
  errorChars: 300,
});

/** Create the indexes before the first write. */
export async function ensureGiftIndexes(): Promise<void> {
  await GiftModel.init();
}
