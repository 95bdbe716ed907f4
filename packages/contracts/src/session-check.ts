import * as z from 'zod/mini';

/**
 * GET /internal/sessions/:sessionId on svc-identity: whether a session (the `sid` of an access
 * token) is still live. Other services ask it (cached a few seconds) so a logout or revocation
 * takes effect everywhere within seconds instead of at the token's expiry.
 */
export const sessionIdParamsSchema = z.object({
  sessionId: z.string().check(z.regex(/^[a-f0-9]{24}$/, 'A session id is 24 hex characters')),
});

export const sessionStatusResponseSchema = z.object({ active: z.boolean() });

export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;
