import type { PushSubscriptionJson } from '@fff/contracts';
import { MAX_PUSH_DEVICES } from '@fff/domain';
import mongoose from 'mongoose';
import { PushSubscriptionModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** A stored device as the sender needs it. */
export interface StoredSubscription {
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const toStored = (d: {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}): StoredSubscription => ({
  userId: d.userId,
  endpoint: d.endpoint,
  keys: { p256dh: d.p256dh, auth: d.auth },
});

/**
 * Store the device for `userId`. The endpoint is the browser's: when another account signed in on the
 * same browser subscribed it before, the device now belongs to this one. Beyond MAX_PUSH_DEVICES the
 * learner's oldest devices are dropped.
 */
export async function saveSubscription(userId: string, sub: PushSubscriptionJson): Promise<void> {
  const upsert = () =>
    PushSubscriptionModel.updateOne(
      { endpoint: sub.endpoint },
      { $set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth } },
      { upsert: true },
    );
  try {
    await upsert();
  } catch (err) {
    // Two subscribes of one endpoint at once: the other insert won, so this update now matches it.
    if (!isDuplicateKey(err)) throw err;
    await upsert();
  }
  const extra = await PushSubscriptionModel.find({ userId }, { _id: 1 })
    .sort({ updatedAt: -1, _id: -1 })
    .skip(MAX_PUSH_DEVICES)
    .lean();
  if (extra.length)
    await PushSubscriptionModel.deleteMany({ _id: mongoose.trusted({ $in: extra.map((d) => d._id) }) });
}

/** Remove one of the learner's devices, or all of them when endpoint is undefined; returns how many. */
export async function removeSubscriptions(userId: string, endpoint?: string): Promise<number> {
  const filter = endpoint === undefined ? { userId } : { userId, endpoint };
  return (await PushSubscriptionModel.deleteMany(filter)).deletedCount;
}

/** Forget an endpoint the push service reported as gone (404/410), whoever it belonged to. */
export async function removeEndpoint(endpoint: string): Promise<void> {
  await PushSubscriptionModel.deleteOne({ endpoint });
}

/** The learner's devices. */
export async function subscriptionsOf(userId: string): Promise<StoredSubscription[]> {
  const docs = await PushSubscriptionModel.find({ userId }).sort({ createdAt: 1 }).lean();
  return docs.map(toStored);
}

/** One device of the learner, if it is theirs. */
export async function findSubscription(userId: string, endpoint: string): Promise<StoredSubscription | null> {
  const doc = await PushSubscriptionModel.findOne({ userId, endpoint }).lean();
  return doc ? toStored(doc) : null;
}

/** Make sure the unique endpoint index exists. */
export async function ensureSubscriptionIndexes(): Promise<void> {
  await PushSubscriptionModel.init();
}
