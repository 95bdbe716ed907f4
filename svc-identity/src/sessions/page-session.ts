import type { PageSessionResponse } from '@fff/contracts';
import { unauthorized } from '@fff/service-kit';
import { accessTokenFor } from '../auth/session-flows';
import type { IdentityContext } from '../deps';
import { findAccountById } from '../users/repository';
import { userPayload } from '../users/service';
import { verifyPageToken } from './page-token';
import { isSessionActive } from './repository';

/**
 * POST /internal/page-sessions: the learner and an access token for the session a page cookie names,
 * as a refresh would give them, without rotating the refresh token. Refused (401) when the token is
 * not a valid page token or its session has ended (logout, password change, deletion).
 */
export async function openPageSession(ctx: IdentityContext, pageToken: string): Promise<PageSessionResponse> {
  const page = verifyPageToken(pageToken, ctx.keys.publicKey);
  if (!page || !(await isSessionActive(page.sessionId)))
    throw unauthorized('Please sign in again.', 'no_session');
  const account = await findAccountById(page.userId);
  if (!account) throw unauthorized('Please sign in again.', 'no_session');
  return {
    token: accessTokenFor(ctx, account, page.sessionId),
    user: await userPayload(ctx, account),
    ...(page.timeZone ? { timeZone: page.timeZone } : {}),
  };
}
