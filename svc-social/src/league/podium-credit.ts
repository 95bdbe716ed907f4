import { walletCreditBatchResponseSchema, type WalletCreditBatchItem } from '@fff/contracts';
import type { InternalClient } from '@fff/service-kit';
import { leagueById } from './cohort';
import { cohortResults, markCreditRefused, markPaid, type ResultRow } from './results';

/** The credit of one podium place, with the podium fact its learner earned; the ids make a resend safe. */
function podiumCredit(week: string, result: ResultRow): WalletCreditBatchItem {
  return {
    userId: result.userId,
    currency: 'spiceStones',
    amount: result.reward,
    reason: `League week of ${week}: #${result.position} in ${leagueById(result.leagueId).name}`,
    operationId: `league-week:${week}:${result.userId}`,
    podiumFactId: `podium:${week}:${result.userId}`,
  };
}

/** The most credits one call carries (walletCreditBatchRequestSchema's limit). */
const CREDITS_PER_CALL = 100;

/**
 * Pay closed cohorts' podiums, in one call to svc-learning per CREDITS_PER_CALL credits; it pays each
 * operation id once, so a repeated or resumed run (it resends the same ids) never pays twice. A
 * credit refused for good (e.g. 401 session_revoked for a winner whose account was deleted there
 * first, 409 for an id it knows with another body) is recorded on its result and the others are
 * still paid; a failed call throws, so the cohorts stay open and are retried. `recorded` are a
 * cohort's results as stored, when the caller just wrote them all (none paid yet); otherwise they
 * are read.
 */
export async function payPodiums(
  week: string,
  cohorts: Array<{ id: string; recorded?: ResultRow[] }>,
  learning: InternalClient,
): Promise<void> {
  const stored = await cohortResults(cohorts.filter((c) => !c.recorded).map((c) => c.id));
  const results = [...cohorts.flatMap((c) => c.recorded ?? []), ...stored];
  const due = results.filter((r) => r.reward > 0 && !r.paid && !r.creditRefused);
  for (let lo = 0; lo < due.length; lo += CREDITS_PER_CALL) {
    const credits = due.slice(lo, lo + CREDITS_PER_CALL).map((r) => podiumCredit(week, r));
    const answer = walletCreditBatchResponseSchema.parse(
      await learning.post('/internal/wallet/credit-batch', { credits }),
    );
    const paid: string[] = [];
    for (const [i, outcome] of answer.results.entries()) {
      const userId = credits[i].userId;
      if (outcome.outcome !== 'refused') paid.push(userId);
      else await markCreditRefused(week, userId, `${outcome.status ?? ''} ${outcome.error ?? ''}`.trim());
    }
    await markPaid(week, paid);
  }
}
