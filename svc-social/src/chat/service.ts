import type { ChatMessage, ChatUnread } from '@fff/contracts';
import { ACCOUNT_MESSAGES, prepareChatMessage, SOCIAL_ERRORS } from '@fff/domain';
import { badRequest, type AuthContext } from '@fff/service-kit';
import { areFriends } from '../friends/repository';
import { blockedPeers } from '../safety/repository';
import type { SocialDeps } from '../shared/deps';
import { mustBeFriends, notSelf } from '../shared/guards';
import { refuseUnsafeText } from '../shared/user-text';
import { conversationPage, insertMessage, markRead, unreadBySender } from './repository';

/**
 * POST /api/chat: friends only (never after a block). The text is trimmed and filtered; blank text
 * is 400 'Please type a message.', text the filter removes entirely is 400 'Message was filtered out'
 * (error code message_filtered, so the client can show 'Your message contains inappropriate content').
 */
export async function sendMessage(
  auth: AuthContext,
  receiverId: string,
  text: string,
  deps: SocialDeps,
): Promise<ChatMessage> {
  notSelf(auth.userId, receiverId, SOCIAL_ERRORS.notFriends);
  refuseUnsafeText(text);
  const check = prepareChatMessage(text);
  if (!check.ok) {
    if (check.error) throw badRequest(ACCOUNT_MESSAGES.chatFilteredOut, 'message_filtered');
    throw badRequest(SOCIAL_ERRORS.blankMessage, 'validation');
  }
  await mustBeFriends(auth.userId, receiverId);
  return insertMessage(auth.userId, receiverId, check.text, deps.now());
}

/**
 * GET /api/chat/:friendId: newest first, one page. Only the two people in the conversation may read
 * it, and only while they are friends; reading the newest page marks the friend's messages as read.
 */
export async function conversation(
  auth: AuthContext,
  friendId: string,
  page: { before?: string; limit: number },
  deps: SocialDeps,
): Promise<ChatMessage[]> {
  notSelf(auth.userId, friendId, SOCIAL_ERRORS.notFriends);
  await mustBeFriends(auth.userId, friendId);
  const messages = await conversationPage(auth.userId, friendId, page.before, page.limit);
  if (!page.before) await markRead(auth.userId, friendId, deps.now());
  return messages;
}

/** GET /api/chat/unread: unread counts from current friends (blocked or former friends are left out). */
export async function unreadCounts(auth: AuthContext): Promise<ChatUnread> {
  const [counts, hidden] = await Promise.all([unreadBySender(auth.userId), blockedPeers(auth.userId)]);
  const byFriend: Record<string, number> = {};
  let total = 0;
  for (const [senderId, count] of counts) {
    if (hidden.includes(senderId) || !(await areFriends(auth.userId, senderId))) continue;
    byFriend[senderId] = count;
    total += count;
  }
  return { total, byFriend };
}
