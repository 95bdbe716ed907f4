import {
  authResponseSchema,
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  referralRegisterBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  successResponseSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  type RouteDoc,
} from '@fff/contracts';
import { REFRESH_COOKIE } from '../sessions/cookie';

const tags = ['auth'];
const signedIn = {
  200: {
    description: `Access token and user; sets the ${REFRESH_COOKIE} refresh cookie`,
    schema: authResponseSchema,
  },
};
const confirmed = { 200: { description: 'Done', schema: successResponseSchema } };

/** svc-identity's /api/auth and /api/referral routes (public through the gateway). */
export const identityAuthRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/auth/check-email',
    summary: 'Whether an account uses this address',
    auth: 'none',
    tags,
    query: checkEmailQuerySchema,
    responses: { 200: { description: 'exists', schema: checkEmailResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and send the verification email',
    auth: 'none',
    tags,
    body: registerBodySchema,
    responses: { 201: { description: 'Registered', schema: registerResponseSchema } },
    errors: [409],
  },
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
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in (403 email_not_verified until the address is verified)',
    auth: 'none',
    tags,
    body: loginBodySchema,
    responses: signedIn,
    errors: [401, 403, 429],
  },
  {
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'A new access token from the refresh cookie (rotated; 503 refresh_busy keeps the cookie)',
    auth: { cookie: REFRESH_COOKIE },
    tags,
    responses: signedIn,
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the session of the refresh cookie and/or the access token and clear the cookie',
    auth: 'optional-bearer',
    tags,
    responses: confirmed,
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Verify the address with the token from the email link',
    auth: 'none',
    tags,
    query: verifyEmailQuerySchema,
    responses: {
      200: { description: 'Verified', schema: verifyEmailResponseSchema },
      400: {
        description: 'Missing, invalid or expired token (`{ success: false, error }`)',
        schema: verifyEmailResponseSchema,
      },
    },
  },
  {
    method: 'post',
    path: '/api/auth/resend-verification',
    summary: 'Send the verification email again (same answer whether or not the address is known)',
    auth: 'none',
    tags,
    body: emailOnlyBodySchema,
    responses: confirmed,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a password reset link (same answer whether or not the address is known)',
    auth: 'none',
    tags,
    body: emailOnlyBodySchema,
    responses: confirmed,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the reset link',
    auth: 'none',
    tags,
    body: resetPasswordBodySchema,
    responses: confirmed,
    errors: [429],
  },
];
