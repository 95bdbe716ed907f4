import { REFERRAL_BONUS, REFERRAL_LESSONS_REQUIRED, REFERRAL_MONTHLY_CAP } from '@fff/domain';
import type { IdentityContext } from '../deps';
import { enqueue } from '../outbox/repository';
import type { Account } from '../users/account';
import { findAccountById, incrementReferrals } from '../users/repository';
import { claimReferralMailbox } from './mailbox-claims';
import {
  clearReferralPending,
  findPendingReferee,
  markReferralPending,
  takeReferralSlot,
} from './repository';

const credit = (userId: string, operationId: string) => ({
  operationId,
  target: 'learning' as const,
  method: 'POST' as const,
  path: '/internal/wallet/credit',
  body: { userId, currency: 'spiceStones', amount: REFERRAL_BONUS, reason: 'referral_bonus', operationId },
});

/** A referred user has just verified their email: the bonus now waits for their first lessons. */
export async function startReferralWait(newUser: Account): Promise<void> {
  if (newUser.referredBy) await markReferralPending(newUser.id);
}

/**
 * Pay the referral bonus once the referred learner has completed REFERRAL_LESSONS_REQUIRED lessons
 * (throwaway sign-ups earn nothing). Identity asks svc-learning at sign-in and refresh (every
 * quarter of an hour of use), only while the account waits, so svc-learning never has to tell
 * identity anything. Paid once per mailbox; the referee always gets theirs, the referrer within
 * REFERRAL_MONTHLY_CAP a month. Credits go to the learning wallet through the outbox (operation
 * ids make a repeat pay nothing).
 */
export async function settleReferralBonus(ctx: IdentityContext, userId: string): Promise<void> {
  const referee = await findPendingReferee(userId);
  if (!referee) return;
  if ((await ctx.lessons(userId)) < REFERRAL_LESSONS_REQUIRED) return;
  if (!(await clearReferralPending(userId))) return; // a concurrent sign-in settled it
  const referrer = await findAccountById(referee.referredBy);
  if (!(await claimReferralMailbox(userId, referee.email, referrer?.email ?? null))) {
    ctx.logger.info({ userId }, 'referral bonus not granted: this mailbox already had one');
    return;
  }
  const parts = [credit(userId, `referral:${userId}:referee`)];
  const month = ctx.now().toISOString().slice(0, 7);
  if (referrer && (await takeReferralSlot(referrer.id, month, REFERRAL_MONTHLY_CAP))) {
    parts.push(credit(referrer.id, `referral:${userId}:referrer`));
    await incrementReferrals(referrer.id);
  } else {
    ctx.logger.info(
      { userId, referrer: referee.referredBy },
      'referrer bonus not paid: referrer gone or monthly cap reached',
    );
  }
  await enqueue(parts);
  ctx.outbox.kick();
}

/** settleReferralBonus after a sign-in or refresh, without holding up its answer; failures wait for the next. */
export function settleReferralBonusLater(ctx: IdentityContext, userId: string): void {
  settleReferralBonus(ctx, userId).catch((err: unknown) =>
    ctx.logger.warn(
      { err: (err as Error).message, userId },
      'referral bonus check failed; asked again later',
    ),
  );
}
