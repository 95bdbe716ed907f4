// Sending a friend request, with its toasts: from the Add Friend dialog, and as Accept in Find (the
// server accepts a request to someone whose own request is waiting, and answers 'accepted').
import { SOCIAL_TEXT } from '@fff/domain';
import { serverMessage, toast, useAppDispatch } from '@fff/platform';
import { useSendFriendRequestMutation } from '../api/friends-api';

/** `request(userId, message)` resolves true once the request is sent or accepted (toasted either way). */
export function useRequestFriend() {
  const [send, { isLoading }] = useSendFriendRequestMutation();
  const dispatch = useAppDispatch();
  const request = async (userId: string, message: string): Promise<boolean> => {
    try {
      const res = await send({ userId, message }).unwrap();
      dispatch(
        toast({
          title: res.status === 'accepted' ? SOCIAL_TEXT.requestAccepted : SOCIAL_TEXT.requestSent,
          description: res.messageRemoved ? SOCIAL_TEXT.requestMessageRemoved : undefined,
          variant: 'success',
        }),
      );
      return true;
    } catch (err) {
      dispatch(
        toast({
          title: SOCIAL_TEXT.requestFailed,
          description: serverMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
      return false;
    }
  };
  return { request, isLoading };
}
