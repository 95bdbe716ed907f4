import * as z from 'zod/mini';

/**
 * GET /api/referral/stats (spec part 2 §3): referred accounts that verified and earned the bonus
 * (totalReferrals), the Spice Stones those earned the referrer (totalRewards), and referred
 * accounts still waiting to verify their email (pendingReferrals).
 */
export const referralStatsResponseSchema = z.object({
  totalReferrals: z.number().check(z.int(), z.gte(0)),
  totalRewards: z.number().check(z.int(), z.gte(0)),
  pendingReferrals: z.number().check(z.int(), z.gte(0)),
});

/** GET /api/referral/code: the learner's own code. */
export const referralCodeResponseSchema = z.object({
  referralCode: z.string().check(z.minLength(1)),
});

/**
 * POST /api/referral/share (no body): what the More card shares. shareUrl is absolute and opens
 * Sign Up with the code filled in; shareMessage is the text without the link; rewardAmount is the
 * Spice Stones each side gets once the new learner verifies.
 */
export const referralShareResponseSchema = z.object({
  referralCode: z.string().check(z.minLength(1)),
  shareUrl: z.url(),
  shareMessage: z.string().check(z.minLength(1)),
  rewardAmount: z.number().check(z.int(), z.gte(0)),
});

export type ReferralStatsResponse = z.infer<typeof referralStatsResponseSchema>;
export type ReferralCodeResponse = z.infer<typeof referralCodeResponseSchema>;
export type ReferralShareResponse = z.infer<typeof referralShareResponseSchema>;
