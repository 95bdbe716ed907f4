import mongoose from 'mongoose';

// Referred accounts are read straight from the users collection (this component's one query on
// it), by the referrer and verification state, through the index below.
const users = () => mongoose.connection.collection('users');

/** The index behind countPendingReferrals: one referrer's referred accounts by verification state. */
export async function ensureReferredByIndex(): Promise<void> {
  await users().createIndex({ referredBy: 1, emailVerified: 1 });
}

/** How many accounts this user referred that have not verified their email yet. */
export async function countPendingReferrals(referrerId: string): Promise<number> {
  if (!mongoose.isValidObjectId(referrerId)) return 0;
  return users().countDocuments({
    referredBy: new mongoose.Types.ObjectId(referrerId),
    emailVerified: false,
  });
}
