import type { ReferralCodeResponse, ReferralShareResponse, ReferralStatsResponse } from '@fff/contracts';
import { REFERRAL_BONUS, referralInviteUrl, referralShareMessage } from '@fff/domain';
import { notFound } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import type { Account } from '../users/account';
import { findAccountById } from '../users/repository';
import { countPendingReferrals } from './repository';

async function accountOf(userId: string): Promise<Account> {
  const account = await findAccountById(userId);
  if (!account) throw notFound('Account not found');
  return account;
}

/**
 * GET /api/referral/stats. A referral counts as rewarded once the referrer's bonus was paid (the
 * account's totalReferrals, bumped by settleReferralBonus); it is pending while the referred
 * account has not verified or not completed its first lessons. A second account of an
 * already-rewarded mailbox, or one past the referrer's monthly cap, is neither.
 */
export async function referralStats(userId: string): Promise<ReferralStatsResponse> {
  const account = await accountOf(userId);
  return {
    totalReferrals: account.totalReferrals,
    totalRewards: account.totalReferrals * REFERRAL_BONUS,
    pendingReferrals: await countPendingReferrals(userId),
  };
}

/** GET /api/referral/code. */
export async function referralCode(userId: string): Promise<ReferralCodeResponse> {
  return { referralCode: (await accountOf(userId)).referralCode };
}

/** POST /api/referral/share: the invite link is built on PUBLIC_URL, never on the Host header. */
export async function referralShare(ctx: IdentityContext, userId: string): Promise<ReferralShareResponse> {
  const { referralCode: code } = await accountOf(userId);
  return {
    referralCode: code,
    shareUrl: referralInviteUrl(ctx.config.PUBLIC_URL, code),
    shareMessage: referralShareMessage(code),
    rewardAmount: REFERRAL_BONUS,
  };
}
