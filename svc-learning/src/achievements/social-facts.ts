// Social facts svc-social reports (POST /internal/achievements/social): a friendship started, a crew
// created or joined, a league week on the podium. Each is stored once under its operation id, so a
// redelivery counts nothing twice; the achievements they reach unlock and pay through the wallet.
import type { SocialFactRequest, SocialFactResponse } from '@fff/contracts';
import { friendAddedText } from '@fff/domain';
import { conflict, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { ActivityModel } from '../activities/model';
import { recordActivity } from '../activities/service';
import { insertNew } from '../wallet/credit-many';
import { checkAchievementsOf } from './check-many';
import { checkAchievements } from './service';
import { SocialFactModel } from './social-fact-model';

const factDoc = (event: SocialFactRequest, now: Date) => ({
  _id: event.operationId,
  userId: event.userId,
  fact: event.fact,
  createdAt: now,
});

/** A fact stored under this id is the same fact only for the same learner and kind. */
const sameFact = (known: { userId: string; fact: string } | null | undefined, event: SocialFactRequest) =>
  known?.userId === event.userId && known.fact === event.fact;

/** The Recent Activity line a new friendship writes, keyed by the operation (written once). */
const friendLine = (event: SocialFactRequest, now: Date) =>
  event.fact === 'friends' && event.friendName
    ? {
        userId: event.userId,
        type: 'friend_added',
        description: friendAddedText(event.friendName),
        xpEarned: 0,
        key: `friend_added:${event.operationId}`,
        createdAt: now,
      }
    : undefined;

/** Store the fact once (an id reused for another learner or fact is a 409), then unlock what it reaches. */
export async function recordSocialFact(
  event: SocialFactRequest,
  now = new Date(),
): Promise<SocialFactResponse> {
  let applied = true;
  try {
    await SocialFactModel.create(factDoc(event, now));
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const known = await SocialFactModel.findById(event.operationId).lean<{ userId: string; fact: string }>();
    if (!sameFact(known, event)) throw conflict('This operation id was already used for a different fact.');
    applied = false;
  }
  const line = friendLine(event, now);
  // Keyed by the operation, so a redelivery after a crash writes the line once.
  if (line) await recordActivity(line);
  const unlocked = await checkAchievements(event.userId, now);
  return { applied, unlocked: unlocked.map((a) => a.id) };
}

/** What became of one fact of a batch: new, known already, or refused (its id used for another fact). */
export type FactOutcome = 'applied' | 'duplicate' | 'refused';

/**
 * recordSocialFact for many facts at once: the facts stored with one unordered insert (an id already
 * stored is the same fact counted before, or, for another learner or kind, refused as the single call
 * refuses it), the friendship lines with one more, then one achievement check for all their learners
 * (checkAchievementsOf). An erased learner's fact is kept as the single call keeps it; nothing unlocks.
 */
export async function recordSocialFacts(
  events: SocialFactRequest[],
  now = new Date(),
): Promise<FactOutcome[]> {
  const taken = await insertNew(
    SocialFactModel,
    events.map((e) => factDoc(e, now)),
  );
  const knownIds = events.filter((_, i) => taken.has(i)).map((e) => e.operationId);
  const known = new Map(
    knownIds.length === 0
      ? []
      : (
          await SocialFactModel.find({ _id: mongoose.trusted({ $in: knownIds }) }).lean<
            Array<{ _id: string; userId: string; fact: string }>
          >()
        ).map((k) => [k._id, k]),
  );
  const outcomes = events.map((e, i): FactOutcome =>
    !taken.has(i) ? 'applied' : sameFact(known.get(e.operationId), e) ? 'duplicate' : 'refused',
  );
  const counted = events.filter((_, i) => outcomes[i] !== 'refused');
  await insertNew(
    ActivityModel,
    counted.flatMap((e) => friendLine(e, now) ?? []),
  );
  await checkAchievementsOf(
    counted.map((e) => e.userId),
    now,
  );
  return outcomes;
}
