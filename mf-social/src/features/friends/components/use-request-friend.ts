// Sending a friend request, with its toasts: from the Add Friend dialog, and as Accept in Find (the
// server accepts a request to someone whose own request is waiting, and answers 'accepted').
import { useCallFeedback } from '@fff/platform';
import { SOCIAL_TEXT } from '@fff/domain/social';
import { useSendFriendRequestMutation } from '../api/friends-api';

/** `request(userId, message)` resolves true once the request is sent or accepted (toasted either way). */
export function useRequestFriend() {
  const [send, { isLoading }] = useSendFriendRequestMutation();
  const { run: toasted } = useCallFeedback();
  const request = (userId: string, message: string) =>
    toasted(() => send({ userId, message }).unwrap(), {
      done: (res) => ({
        title: res.status === 'accepted' ? SOCIAL_TEXT.requestAccepted : SOCIAL_TEXT.requestSent,
        description: res.messageRemoved ? SOCIAL_TEXT.requestMessageRemoved : undefined,
      }),
      failed: SOCIAL_TEXT.requestFailed,
    });
  return { request, isLoading };
}
