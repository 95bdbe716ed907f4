// What svc-social tells svc-learning for the friend, crew and podium achievements (issue 38): a fact
// of a learner under an operation id svc-learning counts once (POST /internal/achievements/social).
import type { SocialFactRequest } from '@fff/contracts';
import type { InternalClient, Logger } from '@fff/service-kit';
import { findEntries } from '../directory/repository';

const PATH = '/internal/achievements/social';

/** Tell svc-learning the fact; throws when it cannot answer (a caller that retries uses this). */
export async function tellSocialFact(learning: InternalClient, fact: SocialFactRequest): Promise<void> {
  await learning.post(PATH, fact, { idempotencyKey: fact.operationId });
}

/**
 * Tell it without failing the learner's request: a friendship or a crew is made whether or not
 * svc-learning answers now; a fact it missed is logged (the achievement then waits for the next one).
 */
export async function tellSocialFactSoon(
  deps: { learning: InternalClient; logger: Logger },
  fact: SocialFactRequest,
): Promise<void> {
  await tellSocialFact(deps.learning, fact).catch((err: unknown) =>
    deps.logger.warn({ err, operationId: fact.operationId }, 'svc-learning did not take a social fact'),
  );
}

/** A friendship started between `a` and `b`: each of them made a friend (Recent Activity names the other). */
export async function tellFriendshipStarted(
  deps: { learning: InternalClient; logger: Logger },
  a: string,
  b: string,
  at: Date,
): Promise<void> {
  const names = await findEntries([a, b]);
  // A friendship that ends and starts again is a new start (a new Recent Activity line).
  const key = `${[a, b].sort().join(':')}:${at.getTime()}`;
  await Promise.all(
    [
      [a, b],
      [b, a],
    ].map(([userId, friendId]) =>
      tellSocialFactSoon(deps, {
        userId,
        fact: 'friends',
        operationId: `friend:${key}:${userId}`,
        ...(names.get(friendId)?.username && { friendName: names.get(friendId)!.username }),
      }),
    ),
  );
}
