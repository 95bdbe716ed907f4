import * as z from 'zod/mini';

/**
 * The one error envelope every service and the gateway answer with:
 * `{ error: '<code>', message: '<text a user can read>' }`. Every code a service may answer is
 * listed here: service-kit's AppError takes only these, so throwing an unlisted one is a type error.
 */
export const errorCodeSchema = z.enum([
  // Any service: the envelope's general codes.
  'bad_request',
  'validation',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  // The one 429 of every limit (its message says what to do); account_locked is the sign-in pause.
  'too_many_requests',
  'dependency_unavailable',
  'not_ready',
  'internal',
  'busy',
  // Sessions and accounts (svc-identity; session_revoked also from learning and social).
  'session_revoked',
  'no_session',
  'refresh_busy',
  'invalid_credentials',
  'account_locked',
  'email_not_verified',
  'invalid_token',
  'invalid_referral_code',
  'wrong_password',
  'confirmation_required',
  'time_zone_locked',
  'export_unavailable',
  'operation_conflict',
  'not_an_image',
  'too_many_pixels',
  'invalid_endpoint',
  'not_subscribed',
  'push_failed',
  'subscription_gone',
  'voting_closed',
  // Learning.
  'no_hearts',
  'locked',
  'insufficient_funds',
  'nothing_due',
  // Social.
  'self',
  'blocked',
  'not_friends',
  'already_friends',
  'already_requested',
  'requests_off',
  'message_filtered',
  'invalid_text',
  'name_not_allowed',
  'too_many_crews',
  'invalid_crew',
  'crew_not_found',
  'not_invited',
]);

export const errorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  /**
   * Sign-in only: on a wrong password (401 invalid_credentials) the failed attempts left before
   * sign-in to the address is paused, sent once 2 or fewer remain; 0 on the pause itself
   * (429 account_locked, whose message points to Forgot Password).
   */
  attemptsLeft: z.optional(z.number().check(z.int(), z.gte(0))),
  /** With 429s that have a known end: seconds until trying again makes sense (also Retry-After). */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.gte(0))),
});

export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
