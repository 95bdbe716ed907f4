import { referralRegisterBodySchema, registerResponseSchema, type RouteDoc } from '@fff/contracts';

/**
 * The /api/referral routes still described apart from their Express routes (see service-kit's README to
 * declare them); the /api/auth routes are declared with their descriptions in auth/routes.ts.
 */
export const identityAuthRoutes: RouteDoc[] = [
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
];
