import { NewsletterSignupModel } from './model';

/** A signup as stored. */
export interface NewsletterSignup {
  id: string;
  email: string;
  feature: string;
  userId: string | null;
  createdAt: Date;
}

type Row = {
  _id: { toString(): string };
  email: string;
  feature: string;
  userId: string | null;
  createdAt: Date;
};
const toSignup = (r: Row): NewsletterSignup => ({
  id: r._id.toString(),
  email: r.email,
  feature: r.feature,
  userId: r.userId,
  createdAt: r.createdAt,
});

/** The unique (email, feature) index; create before the first signup. */
export async function ensureNewsletterIndexes(): Promise<void> {
  await NewsletterSignupModel.createIndexes();
}

/** Insert the signup; `created: false` with the stored one when the address is already on that list. */
export async function insertSignup(
  input: Omit<NewsletterSignup, 'id'>,
): Promise<{ created: boolean; signup: NewsletterSignup }> {
  try {
    const doc = await NewsletterSignupModel.create(input);
    return { created: true, signup: toSignup(doc.toObject() as Row) };
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
    const existing = await NewsletterSignupModel.findOne({
      email: input.email,
      feature: input.feature,
    }).lean<Row>();
    if (!existing) throw err;
    if (input.userId && !existing.userId) {
      // A signed-in learner repeats an anonymous signup: remember the account for deletion.
      await NewsletterSignupModel.updateOne(
        { _id: existing._id, userId: null },
        { $set: { userId: input.userId } },
      );
    }
    return { created: false, signup: toSignup(existing) };
  }
}

/** Remove one signup by id; true when it existed. */
export async function deleteSignup(id: string): Promise<boolean> {
  const res = await NewsletterSignupModel.deleteOne({ _id: id });
  return res.deletedCount > 0;
}

/** Is the address on the feature's list? */
export async function hasSignup(email: string, feature: string): Promise<boolean> {
  return (await NewsletterSignupModel.countDocuments({ email, feature })) > 0;
}

/** Remove every signup of an account or an address (account deletion). */
export async function deleteSignupsOf(userId: string, email: string): Promise<number> {
  const res = await NewsletterSignupModel.deleteMany({
    $or: [{ userId }, { email: email.trim().toLowerCase() }],
  });
  return res.deletedCount;
}
