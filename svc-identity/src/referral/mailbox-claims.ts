import { normalizeMailbox } from '@fff/domain';
import mongoose from 'mongoose';
import { ensureReferredByIndex } from './repository';
import { isDuplicateKey } from '@fff/service-kit';

// The referral bonus is paid once per mailbox, not once per address: `anna+1@`, `anna+2@` and
// `a.n.n.a@gmail.com` are one person farming codes. The first verified referred account of a
// mailbox claims it (unique _id, so concurrent verifications cannot both win); later ones, and
// anyone referring their own mailbox, get the account but no bonus.

interface ClaimDoc {
  _id: string;
  userId: string;
  claimedAt: Date;
}

const claims = () => mongoose.connection.collection<ClaimDoc>('referral_mailbox_claims');

/**
 * Every index of the referral component (app.ts calls this one at start): claims by user, and
 * referred accounts by referrer for the stats.
 */
export async function ensureReferralMailboxIndexes(): Promise<void> {
  await Promise.all([claims().createIndex({ userId: 1 }), ensureReferredByIndex()]);
}

/**
 * Claim the referral bonus for `email`'s mailbox on behalf of `userId`. False when the mailbox
 * already claimed one (for another account) or is the referrer's own.
 */
export async function claimReferralMailbox(
  userId: string,
  email: string,
  referrerEmail: string | null,
): Promise<boolean> {
  const mailbox = normalizeMailbox(email);
  if (referrerEmail && normalizeMailbox(referrerEmail) === mailbox) return false;
  try {
    await claims().insertOne({ _id: mailbox, userId, claimedAt: new Date() });
    return true;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // The same account verifying again (a retried request) still counts as its own claim.
    return (await claims().findOne({ _id: mailbox }))?.userId === userId;
  }
}
