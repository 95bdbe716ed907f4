import {
  referralCodeResponseSchema,
  referralRegisterBodySchema,
  referralShareResponseSchema,
  referralStatsResponseSchema,
  registerResponseSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { AuthDeps } from '../auth/routes';
import { registerWithReferral } from '../auth/register';
import { referralCode, referralShare, referralStats } from './service';

const route = declareRoutes<AuthDeps>();
// Everything after sign-up is the signed-in learner's own (app.ts's bearer guard checks the session).
const mine = { auth: 'bearer', tags: ['referral'] } as const;

/** /api/referral: registration with a code, then the signed-in learner's code, stats and share data. */
export const referralRoutes = [
  route(
    {
      method: 'post',
      path: '/api/referral/register',
      summary: 'Register with the referral code of the person who invited you',
      auth: 'none',
      tags: ['referral'],
      body: referralRegisterBodySchema,
      responses: {
        201: { description: 'Registered, with the referral bonus', schema: registerResponseSchema },
      },
      errors: [409],
    },
    ({ body }, { deps }) => registerWithReferral(deps.ctx, body),
    // One counter for both sign-up routes: a referral code is no way around the limit.
    { before: (deps) => [deps.limits.registerPerIp], after: (deps) => [deps.limits.registerPerMailbox] },
  ),
  route(
    {
      ...mine,
      method: 'get',
      path: '/api/referral/stats',
      summary:
        'Referrals rewarded (verified, bonus granted), the Spice Stones they earned, and those still unverified',
      responses: { 200: { description: 'Referral stats', schema: referralStatsResponseSchema } },
    },
    (_in, { res }) => {
      res.set('cache-control', 'no-store');
      return referralStats(authOf(res).userId);
    },
  ),
  route(
    {
      ...mine,
      method: 'get',
      path: '/api/referral/code',
      summary: "The signed-in learner's referral code",
      responses: { 200: { description: 'The code', schema: referralCodeResponseSchema } },
    },
    (_in, { res }) => {
      res.set('cache-control', 'no-store');
      return referralCode(authOf(res).userId);
    },
  ),
  route(
    {
      ...mine,
      method: 'post',
      path: '/api/referral/share',
      summary:
        'Share data: the code, an absolute link opening Sign Up with it filled in, a message and the reward',
      responses: { 200: { description: 'Share data', schema: referralShareResponseSchema } },
    },
    (_in, { res, deps }) => referralShare(deps.ctx, authOf(res).userId),
  ),
];
