import type { ReportBody } from '@fff/contracts';
import { REPORT_RATE, SOCIAL_ERRORS } from '@fff/domain';
import { tooMany, type AuthContext } from '@fff/service-kit';
import { withdrawInvitationsBetween } from '../crews/repository';
import { dropPendingBetween, unfriend } from '../friends/repository';
import type { SocialDeps } from '../shared/deps';
import { knownUser, notSelf } from '../shared/guards';
import { refuseUnsafeText } from '../shared/user-text';
import { insertBlock, insertReport, reportsSince } from './repository';

/**
 * POST /api/users/:id/block: ends the friendship, any pending request and the crew invitations
 * between the two (crews only take friends, so none can be sent again), and from then on neither
 * can request, message, gift or find the other. Blocking again changes nothing. (The spec shows no
 * unblock, so there is none.)
 */
export async function blockUser(auth: AuthContext, targetId: string, deps: SocialDeps): Promise<void> {
  notSelf(auth.userId, targetId, SOCIAL_ERRORS.selfBlock);
  await knownUser(targetId);
  await insertBlock(auth.userId, targetId);
  await Promise.all([
    unfriend(auth.userId, targetId),
    dropPendingBetween(auth.userId, targetId, deps.now()),
    withdrawInvitationsBetween(auth.userId, targetId),
  ]);
}

/**
 * POST /api/report-content: kept for moderation with reporter, target, reason and time. At most
 * REPORT_RATE.max reports per reporter per window (429 beyond), so reports cannot be used to flood.
 */
export async function reportUser(auth: AuthContext, body: ReportBody, deps: SocialDeps): Promise<void> {
  notSelf(auth.userId, body.targetId, SOCIAL_ERRORS.selfReport);
  refuseUnsafeText(body.reason);
  await knownUser(body.targetId);
  const since = new Date(deps.now().getTime() - REPORT_RATE.windowMs);
  if ((await reportsSince(auth.userId, since)) >= REPORT_RATE.max)
    throw tooMany(SOCIAL_ERRORS.tooManyReports);
  await insertReport({ reporterId: auth.userId, targetId: body.targetId, reason: body.reason });
}
