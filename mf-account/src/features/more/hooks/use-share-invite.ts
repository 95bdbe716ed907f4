// Share the learner's invite: the device share sheet when there is one, else the message and link
// are copied ('Copied!'). Errors as spec part 2 §8: share data and clipboard failures. The share
// data is asked for on the press itself (a POST never goes out by opening the screen); the answer
// comes well inside the click's user activation (about 5 s), which the share sheet and the
// clipboard require, and later presses reuse it.
import { useRef } from 'react';
import type { ReferralShareResponse } from '@fff/contracts';
import { whatsAppShareUrl } from '@fff/domain/social';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { REFERRAL_SHARE_KEY, useGetReferralShareMutation } from '../api/referral-api';

export const SHARE_ERRORS = {
  shareData: 'Failed to generate share data',
  clipboard: 'Failed to copy to clipboard',
} as const;

/** The text copied when there is no share sheet: the message, then the link. */
export const copiedInvite = (data: ReferralShareResponse) => `${data.shareMessage} ${data.shareUrl}`;

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/** The share actions of the More card and the support dialog, and the share data once asked for. */
export function useShareInvite() {
  const dispatch = useAppDispatch();
  const { fail: told } = useCallFeedback();
  const [fetchShare, shareResult] = useGetReferralShareMutation({ fixedCacheKey: REFERRAL_SHARE_KEY });
  const fail = (description: string) => told(null, { failed: 'Error', failedDetail: description });
  // A press handled before the answer's re-render (or while the first POST is out) reuses that POST:
  // the render's `shareResult.data` can still be empty then.
  const asked = useRef<Promise<ReferralShareResponse> | null>(null);

  const shareData = async (): Promise<ReferralShareResponse | null> => {
    if (shareResult.data) return shareResult.data;
    asked.current ??= fetchShare().unwrap();
    try {
      return await asked.current;
    } catch {
      asked.current = null;
      fail(SHARE_ERRORS.shareData);
      return null;
    }
  };

  const share = async () => {
    const data = await shareData();
    if (!data) return;
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

  /**
   * WhatsApp before the share data is known: the tab is opened inside the click (a pop-up opened
   * after an await is blocked by some browsers) and sent to WhatsApp once the data arrives.
   */
  const openWhatsApp = async () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    const data = await shareData();
    if (!data) return void tab?.close();
    // A blocked pop-up leaves the page as it is: the card's link now carries the invite.
    if (tab) tab.location.href = whatsAppShareUrl(data.shareMessage, data.shareUrl);
  };

  return { data: shareResult.data, share, openWhatsApp };
}
