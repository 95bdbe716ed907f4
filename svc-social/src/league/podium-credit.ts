import { DependencyError, type InternalClient } from '@fff/service-kit';
import { tellSocialFact } from '../shared/social-facts';
import { leagueById } from './cohort';
import { cohortResults, markCreditRefused, markPaid } from './results';

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
 * the others are still paid; a temporary failure throws, so the cohort stays open and is retried.
 */
export async function payPodium(week: string, cohortId: string, learning: InternalClient): Promise<void> {
  for (const result of await cohortResults(cohortId)) {
    if (result.reward <= 0 || result.paid || result.creditRefused) continue;
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
      continue;
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
    await markPaid(week, result.userId);
  }
}
