import { z } from 'zod';

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
  error: z.string().min(1),
  message: z.string().min(1),
});

export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
