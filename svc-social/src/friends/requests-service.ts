import type { FriendRequest, SendFriendRequestResponse } from '@fff/contracts';
import { cleanFriendRequestMessage, progressVisibleTo, SOCIAL_ERRORS } from '@fff/domain';
import { AppError, conflict, notFound, type AuthContext } from '@fff/service-kit';
import { findEntries } from '../directory/repository';
import { progressOf } from '../progress/learning-progress';
import type { SocialDeps } from '../shared/deps';
import { knownUser, notBlocked, notSelf } from '../shared/guards';
import { refuseUnsafeText } from '../shared/user-text';
import {
  areFriends,
  befriend,
  cancelPending,
  closePending,
  findPendingBetween,
  incomingPending,
  insertPending,
} from './repository';
import { tellFriendshipStarted } from '../shared/social-facts';

/**
 * POST /api/friend-requests. One pending request per pair: asking someone who already asked you
 * accepts theirs; asking again while yours is pending answers the same request (a double click is
 * harmless). An offensive message is dropped (the request still goes out without it, and the answer
 * says so).
 */
export async function sendFriendRequest(
  auth: AuthContext,
  receiverId: string,
  message: string | null | undefined,
  deps: SocialDeps,
): Promise<SendFriendRequestResponse> {
  const me = auth.userId;
  notSelf(me, receiverId, SOCIAL_ERRORS.selfRequest);
  const receiver = await knownUser(receiverId);
  await notBlocked(me, receiverId);
  if (await areFriends(me, receiverId)) throw conflict(SOCIAL_ERRORS.alreadyFriends, 'already_friends');

  for (let attempt = 0; attempt < 3; attempt++) {
    const pending = await findPendingBetween(me, receiverId);
    if (pending?.senderId === receiverId) {
      // They asked first: this is a yes.
      const accepted = await closePending(pending.id, me, 'accepted', deps.now());
      if (accepted) {
        const at = deps.now();
        await befriend(me, receiverId, at);
        await tellFriendshipStarted(deps, me, receiverId, at);
        return { success: true, status: 'accepted', requestId: accepted.id };
      }
      continue; // they withdrew or it was just answered: look again
    }
    if (pending) return { success: true, status: 'pending', requestId: pending.id };
    if (!receiver.allowFriendRequests) throw new AppError('requests_off', 403, SOCIAL_ERRORS.requestsOff);
    refuseUnsafeText(message);
    const cleaned = cleanFriendRequestMessage(message);
    const created = await insertPending(me, receiverId, cleaned);
    if (created) {
      const removed = !cleaned && Boolean(message?.trim());
      return {
        success: true,
        status: 'pending',
        requestId: created.id,
        ...(removed && { messageRemoved: true }),
      };
    }
  }
  throw conflict(SOCIAL_ERRORS.alreadyRequested, 'already_requested');
}

/** POST /api/friend-requests/:id/accept: only the receiver, only while pending. */
export async function acceptFriendRequest(
  auth: AuthContext,
  requestId: string,
  deps: SocialDeps,
): Promise<void> {
  const closed = await closePending(requestId, auth.userId, 'accepted', deps.now());
  if (!closed) throw notFound(SOCIAL_ERRORS.requestNotFound);
  const at = deps.now();
  await befriend(closed.senderId, closed.receiverId, at);
  await tellFriendshipStarted(deps, closed.senderId, closed.receiverId, at);
}

/** POST /api/friend-requests/:id/decline: only the receiver, only while pending. */
export async function declineFriendRequest(
  auth: AuthContext,
  requestId: string,
  deps: SocialDeps,
): Promise<void> {
  const closed = await closePending(requestId, auth.userId, 'declined', deps.now());
  if (!closed) throw notFound(SOCIAL_ERRORS.requestNotFound);
}

/**
 * POST /api/users/:id/cancel-request: the learner withdraws their pending request to this cook
 * before it is answered (not in the spec; a learner expects to take back a request sent by
 * mistake). It leaves the receiver's list, and either may ask again. Cancelling when nothing is
 * pending (answered meanwhile, or a double press) changes nothing; the caller's next read shows where
 * things stand.
 */
export async function cancelFriendRequest(
  auth: AuthContext,
  receiverId: string,
  deps: SocialDeps,
): Promise<void> {
  notSelf(auth.userId, receiverId, SOCIAL_ERRORS.selfRequest);
  await knownUser(receiverId);
  await cancelPending(auth.userId, receiverId, deps.now());
}

/** GET /api/friend-requests: pending requests to the learner, newest first, senders from the directory. */
export async function listIncomingRequests(auth: AuthContext, deps: SocialDeps): Promise<FriendRequest[]> {
  const requests = await incomingPending(auth.userId);
  const senders = await findEntries(requests.map((r) => r.senderId));
  // The receiver is not the sender's friend yet: numbers only from public profiles.
  const visible = [...senders.values()].filter((s) => progressVisibleTo(s, false)).map((s) => s.id);
  const progress = await progressOf(visible, deps);
  return requests.flatMap((r) => {
    const sender = senders.get(r.senderId);
    if (!sender) return []; // account deleted
    const p = progress.get(sender.id);
    return [
      {
        id: r.id,
        sender: {
          id: sender.id,
          username: sender.username,
          avatarUrl: sender.avatarUrl,
          level: p?.level ?? null,
          xp: p?.xp ?? null,
        },
        message: r.message,
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
}
