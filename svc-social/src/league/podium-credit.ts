import { DependencyError, type InternalClient } from '@fff/service-kit';
import { tellSocialFact } from '../shared/social-facts';
import { leagueById } from './cohort';
import { cohortResults, markCreditRefused, markPaid, type ResultRow } from './results';

/**
 * svc-learning answered the credit with a final refusal: a 4xx other than 429 (a retry would get the
 * same answer, e.g. 401 session_revoked for a winner whose account was deleted there first, or 409
 * for an operation id it knows with another body). Anything else (down, 5xx, 429) is worth a retry.
 */
function finalRefusal(err: unknown): string | null {
  if (!(err instanceof DependencyError) || err.status === undefined) return null;
  if (err.status < 400 || err.status >= 500 || err.status === 429) return null;
  const code = (err.body as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' ? `${err.status} ${code}` : String(err.status);
}

/**
 * Pay a closed cohort's podium, each credit once (svc-learning pays an operation id once, so a
 * repeated or resumed run never pays twice). A credit refused for good is recorded on its result and
 * the others are still paid; a temporary failure throws (after the others were paid and noted), so the
 * cohort stays open and is retried. `recorded` are the cohort's results as stored, when the caller
 * just wrote them all (none paid yet); otherwise they are read.
 */
export async function payPodium(
  week: string,
  cohortId: string,
  learning: InternalClient,
  recorded?: ResultRow[],
): Promise<void> {
  const results = recorded ?? (await cohortResults(cohortId));
  const due = results.filter((r) => r.reward > 0 && !r.paid && !r.creditRefused);
  const paid: string[] = [];
  // The (at most three) places are paid side by side: each is its own learner and operation id.
  const outcomes = await Promise.allSettled(
    due.map(async (result) => {
      if (await payOne(week, result, learning)) paid.push(result.userId);
    }),
  );
  await markPaid(week, paid);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** One podium credit and its achievement fact; false when svc-learning refused the credit for good. */
async function payOne(week: string, result: ResultRow, learning: InternalClient): Promise<boolean> {
  try {
    await learning.post('/internal/wallet/credit', {
      userId: result.userId,
      currency: 'spiceStones',
      amount: result.reward,
      reason: `League week of ${week}: #${result.position} in ${leagueById(result.leagueId).name}`,
      operationId: `league-week:${week}:${result.userId}`,
    });
  } catch (err) {
    const refused = finalRefusal(err);
    if (!refused) throw err;
    await markCreditRefused(week, result.userId, refused);
    return false;
  }
  // The podium achievement (svc-learning counts the fact once), before the result is marked paid,
  // so a run interrupted here tells it again on the retry; a final refusal only costs the award.
  await tellSocialFact(learning, {
    userId: result.userId,
    fact: 'podiums',
    operationId: `podium:${week}:${result.userId}`,
  }).catch((err: unknown) => {
    if (!finalRefusal(err)) throw err;
  });
  return true;
}
