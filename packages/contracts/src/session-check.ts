import * as z from 'zod/mini';
import { authResponseSchema } from './user';

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

/**
 * POST /internal/page-sessions on svc-identity: the shell's renderer trades the `fff_page` cookie
 * of a page request for what it needs to render the learner's page (an access token for that
 * session and the learner; the same answer as a refresh, without rotating anything).
 */
export const pageSessionBodySchema = z.object({
  pageToken: z.string().check(z.minLength(1), z.maxLength(2000)),
});

export type PageSessionBody = z.infer<typeof pageSessionBodySchema>;

/** Its answer: a refresh's, and the learner's time zone when the page token carries one. */
export const pageSessionResponseSchema = z.extend(authResponseSchema, { timeZone: z.optional(z.string()) });

export type PageSessionResponse = z.infer<typeof pageSessionResponseSchema>;
