// Share the learner's invite: the device share sheet when there is one, else the message and link
// are copied ('Copied!'). Errors as spec part 2 §8: share data and clipboard failures.
import type { ReferralShareResponse } from '@fff/contracts';
import { toast, useAppDispatch } from '@fff/platform';
import { useGetReferralShareQuery } from '../api/referral-api';

export const SHARE_ERRORS = {
  shareData: 'Failed to generate share data',
  clipboard: 'Failed to copy to clipboard',
} as const;

/** The text copied when there is no share sheet: the message, then the link. */
export const copiedInvite = (data: ReferralShareResponse) => `${data.shareMessage} ${data.shareUrl}`;

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/** Share data (read ahead) and the share action of the More card and the support dialog. */
export function useShareInvite() {
  const dispatch = useAppDispatch();
  const shareQuery = useGetReferralShareQuery();
  const fail = (description: string) =>
    dispatch(toast({ title: 'Error', description, variant: 'destructive' }));

  const shareData = async (): Promise<ReferralShareResponse | null> => {
    if (shareQuery.data) return shareQuery.data;
    try {
      return await shareQuery.refetch().unwrap();
    } catch {
      return null;
    }
  };

  const share = async () => {
    const data = await shareData();
    if (!data) return void fail(SHARE_ERRORS.shareData);
    if (navigator.share) {
      try {
        await navigator.share({ title: 'From Fork to Flame', text: data.shareMessage, url: data.shareUrl });
        return;
      } catch (err) {
        // Closing the sheet is the learner's choice; any other refusal falls back to copying.
        if (isAbort(err)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(copiedInvite(data));
      dispatch(
        toast({
          title: 'Copied!',
          description: 'Your invite and link are ready to paste.',
          variant: 'success',
        }),
      );
    } catch {
      fail(SHARE_ERRORS.clipboard);
    }
  };

  return { data: shareQuery.data, share };
}
