import mongoose from 'mongoose';
import { UserModel } from '../users/model';

// The referral component's reads and writes on account documents: who referred whom, the referred
// account waiting for its lessons, and the referrer's bonuses this month.
const users = () => mongoose.connection.collection('users');

/** The index behind countPendingReferrals: one referrer's referred accounts by state. */
export async function ensureReferredByIndex(): Promise<void> {
  await users().createIndex({ referredBy: 1, emailVerified: 1 });
}

/**
 * How many accounts this user referred that have not earned the bonus yet: not verified, or
 * verified and still completing their first lessons.
 */
export async function countPendingReferrals(referrerId: string): Promise<number> {
  if (!mongoose.isValidObjectId(referrerId)) return 0;
  return users().countDocuments({
    referredBy: new mongoose.Types.ObjectId(referrerId),
    $or: [{ emailVerified: false }, { referralBonusPending: true }],
  });
}

/** A referred account has verified: it now waits for its lessons. */
export async function markReferralPending(userId: string): Promise<void> {
  await UserModel.updateOne(
    { _id: userId, referredBy: mongoose.trusted({ $ne: null }) },
    {
      $set: { referralBonusPending: true },
    },
  );
}

/** The waiting referred account, or null (not referred, already settled, or gone). */
export async function findPendingReferee(
  userId: string,
): Promise<{ id: string; email: string; referredBy: string } | null> {
  const doc = await UserModel.findOne(
    { _id: userId, referralBonusPending: true },
    { email: 1, referredBy: 1 },
  ).lean<{ email: string; referredBy: mongoose.Types.ObjectId | null }>();
  return doc?.referredBy ? { id: userId, email: doc.email, referredBy: String(doc.referredBy) } : null;
}

/** Settle the wait once: true for the one caller that cleared it (concurrent settles pay once). */
export async function clearReferralPending(userId: string): Promise<boolean> {
  const res = await UserModel.updateOne(
    { _id: userId, referralBonusPending: true },
    {
      $set: { referralBonusPending: false },
    },
  );
  return res.modifiedCount === 1;
}

/**
 * Take one of the referrer's `cap` bonuses of `month` ('YYYY-MM'); false when they are used up.
 * Each step is one conditional update, so concurrent payouts never pass the cap.
 */
export async function takeReferralSlot(referrerId: string, month: string, cap: number): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const same = await UserModel.updateOne(
      { _id: referrerId, referralMonth: month, referralMonthCount: mongoose.trusted({ $lt: cap }) },
      { $inc: { referralMonthCount: 1 } },
    );
    if (same.modifiedCount === 1) return true;
    const fresh = await UserModel.updateOne(
      { _id: referrerId, referralMonth: mongoose.trusted({ $ne: month }) },
      { $set: { referralMonth: month, referralMonthCount: 1 } },
    );
    if (fresh.modifiedCount === 1) return true;
    // Another payout may have just opened the month: try the first step once more.
  }
  return false;
}
