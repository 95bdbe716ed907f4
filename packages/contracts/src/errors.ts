import * as z from 'zod/mini';

/**
 * The one error envelope every service and the gateway answer with:
 * `{ error: '<code>', message: '<text a user can read>' }`.
 */
export const errorCodeSchema = z.enum([
  'bad_request',
  'validation',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'dependency_unavailable',
  'not_ready',
  'internal',
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
