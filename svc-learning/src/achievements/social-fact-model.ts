// A social fact svc-social reported (svc-learning/src/achievements/social-facts.ts): _id is its
// operation id, so each is stored once.
import type { SocialFact } from '@fff/domain';
import mongoose, { Schema } from 'mongoose';

const socialFactSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    fact: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export const SocialFactModel = mongoose.model('SocialFact', socialFactSchema, 'socialFacts');

/** How many facts of each kind the learner has. */
export async function countSocialFacts(userId: string): Promise<Record<SocialFact, number>> {
  const rows = await SocialFactModel.find({ userId }, 'fact').lean<Array<{ fact: SocialFact }>>();
  const counts: Record<SocialFact, number> = { friends: 0, crews: 0, podiums: 0 };
  for (const row of rows) counts[row.fact] = (counts[row.fact] ?? 0) + 1;
  return counts;
}
