// Social facts svc-social reports (POST /internal/achievements/social): a friendship started, a crew
// created or joined, a league week on the podium. Each is stored once under its operation id, so a
// redelivery counts nothing twice; the achievements they reach unlock and pay through the wallet.
import type { SocialFactRequest, SocialFactResponse } from '@fff/contracts';
import { friendAddedText } from '@fff/domain';
import { conflict, isDuplicateKey } from '@fff/service-kit';
import { recordActivity } from '../activities/service';
import { checkAchievements } from './service';
import { SocialFactModel } from './social-fact-model';

/** Store the fact once (an id reused for another learner or fact is a 409), then unlock what it reaches. */
export async function recordSocialFact(
  event: SocialFactRequest,
  now = new Date(),
): Promise<SocialFactResponse> {
  let applied = true;
  try {
    await SocialFactModel.create({
      _id: event.operationId,
      userId: event.userId,
      fact: event.fact,
      createdAt: now,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const known = await SocialFactModel.findById(event.operationId).lean<{ userId: string; fact: string }>();
    if (known?.userId !== event.userId || known.fact !== event.fact)
      throw conflict('This operation id was already used for a different fact.');
    applied = false;
  }
  if (event.fact === 'friends' && event.friendName) {
    // Keyed by the operation, so a redelivery after a crash writes the line once.
    await recordActivity({
      userId: event.userId,
      type: 'friend_added',
      description: friendAddedText(event.friendName),
      xpEarned: 0,
      key: `friend_added:${event.operationId}`,
      createdAt: now,
    });
  }
  const unlocked = await checkAchievements(event.userId, now);
  return { applied, unlocked: unlocked.map((a) => a.id) };
}
