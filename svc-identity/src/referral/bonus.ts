import { REFERRAL_BONUS } from '@fff/domain';
import type { IdentityContext } from '../context';
import { enqueue } from '../outbox/repository';
import type { Account } from '../users/account';
import { findAccountById, incrementReferrals } from '../users/repository';
import { claimReferralMailbox } from './mailbox-claims';

const credit = (userId: string, operationId: string) => ({
  operationId,
  target: 'learning' as const,
  method: 'POST' as const,
  path: '/internal/wallet/credit',
  body: { userId, currency: 'spiceStones', amount: REFERRAL_BONUS, reason: 'referral_bonus', operationId },
});

/**
 * A referred user has just verified their email: both people get the bonus, delivered to the
 * learning wallet through the outbox (operation ids make a repeat pay nothing), once per mailbox.
 */
export async function grantReferralBonus(ctx: IdentityContext, newUser: Account): Promise<void> {
  if (!newUser.referredBy) return;
  const referrer = await findAccountById(newUser.referredBy);
  if (!(await claimReferralMailbox(newUser.id, newUser.email, referrer?.email ?? null))) {
    ctx.logger.info({ userId: newUser.id }, 'referral bonus not granted: this mailbox already had one');
    return;
  }
  await enqueue([
    credit(newUser.id, `referral:${newUser.id}:referee`),
    credit(newUser.referredBy, `referral:${newUser.id}:referrer`),
  ]);
  await incrementReferrals(newUser.referredBy);
  ctx.outbox.kick();
}
