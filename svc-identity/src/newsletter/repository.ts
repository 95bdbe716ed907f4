import mongoose from 'mongoose';
import { NewsletterSignupModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** A signup as stored. */
export interface NewsletterSignup {
  id: string;
  email: string;
  feature: string;
  userId: string | null;
  createdAt: Date;
  /** Its owner opened the confirmation link (only then is the address on the list). */
  confirmed: boolean;
}

type Row = {
  _id: { toString(): string };
  email: string;
  feature: string;
  userId: string | null;
  createdAt: Date;
  confirmedAt?: Date | null;
};
const toSignup = (r: Row): NewsletterSignup => ({
  id: r._id.toString(),
  email: r.email,
  feature: r.feature,
  userId: r.userId,
  createdAt: r.createdAt,
  confirmed: Boolean(r.confirmedAt),
});

/** The unique (email, feature) index; create before the first signup. */
export async function ensureNewsletterIndexes(): Promise<void> {
  await NewsletterSignupModel.createIndexes();
}

/**
 * Store the signup once per (address, feature), unconfirmed and expiring at `expiresAt`; a repeat
 * keeps the stored one (and remembers a signed-in learner's account on it). Concurrent requests
 * meet the unique index: the loser reads the winner's document.
 */
export async function upsertSignup(
  input: Omit<NewsletterSignup, 'id' | 'confirmed'>,
  expiresAt: Date,
): Promise<NewsletterSignup> {
  const filter = { email: input.email, feature: input.feature };
  try {
    await NewsletterSignupModel.updateOne(
      filter,
      { $setOnInsert: { ...input, confirmedAt: null, expiresAt } },
      { upsert: true },
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  if (input.userId) {
    // A signed-in learner repeats an anonymous signup: remember the account for deletion.
    await NewsletterSignupModel.updateOne({ ...filter, userId: null }, { $set: { userId: input.userId } });
  }
  const row = await NewsletterSignupModel.findOne(filter).lean<Row>();
  if (!row) throw new Error('the newsletter signup could not be stored');
  return toSignup(row);
}

/** The owner opened the confirmation link: on the list from now on, never expiring. */
export async function confirmSignup(id: string, now: Date): Promise<boolean> {
  const res = await NewsletterSignupModel.updateOne(
    { _id: id, confirmedAt: null },
    { $set: { confirmedAt: now }, $unset: { expiresAt: 1 } },
  );
  // Opening the link twice is harmless: the first time stays the confirmation.
  return res.matchedCount > 0 || (await NewsletterSignupModel.exists({ _id: id })) !== null;
}

/** Remove one signup by id; true when it existed. */
export async function deleteSignup(id: string): Promise<boolean> {
  const res = await NewsletterSignupModel.deleteOne({ _id: id });
  return res.deletedCount > 0;
}

/** Is the address on the feature's list (confirmed by its owner)? */
export async function hasSignup(email: string, feature: string): Promise<boolean> {
  const confirmed = mongoose.trusted({ $ne: null });
  return (await NewsletterSignupModel.countDocuments({ email, feature, confirmedAt: confirmed })) > 0;
}

/** Remove every signup of an account or an address (account deletion). */
export async function deleteSignupsOf(userId: string, email: string): Promise<number> {
  const res = await NewsletterSignupModel.deleteMany({
    $or: [{ userId }, { email: email.trim().toLowerCase() }],
  });
  return res.deletedCount;
}
