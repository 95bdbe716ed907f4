import {
  referralCodeResponseSchema,
  referralShareResponseSchema,
  referralStatsResponseSchema,
  type RouteDoc,
} from '@fff/contracts';

const tags = ['referral'];

/** svc-identity's signed-in /api/referral routes (registration with a code is in auth-routes). */
export const identityReferralRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/referral/stats',
    summary:
      'Referrals rewarded (verified, bonus granted), the Spice Stones they earned, and those still unverified',
    auth: 'bearer',
    tags,
    responses: { 200: { description: 'Referral stats', schema: referralStatsResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/referral/code',
    summary: "The signed-in learner's referral code",
    auth: 'bearer',
    tags,
    responses: { 200: { description: 'The code', schema: referralCodeResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/referral/share',
    summary:
      'Share data: the code, an absolute link opening Sign Up with it filled in, a message and the reward',
    auth: 'bearer',
    tags,
    responses: { 200: { description: 'Share data', schema: referralShareResponseSchema } },
  },
];
