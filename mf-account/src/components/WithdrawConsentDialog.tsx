// Withdraw Data Consent (spec part 2 §2, §4): confirms, then POST /api/user/withdraw-consent turns
// data collection, email notifications and marketing off at once; the privacy settings refresh.
// Settings shows 'Consent Withdrawn Successfully', Privacy Settings 'Consent Withdrawn' (§8).
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import styled from 'styled-components';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Button, Dialog } from '@fff/ui';
import { useWithdrawConsentMutation } from '../lib/account-api';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;

/** The confirmation dialog; `successTitle` is the page's variant of the success toast. */
export function WithdrawConsentDialog(props: { open: boolean; onClose: () => void; successTitle: string }) {
  const [withdraw, { isLoading }] = useWithdrawConsentMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();

  const confirm = async () => {
    const result = await withdraw();
    if ('error' in result)
      fail(result.error, {
        failed: ACCOUNT_TOASTS.withdrawFailed,
        fallback: ACCOUNT_TOASTS.withdrawFailedDefault,
      });
    if ('data' in result) {
      dispatch(
        toast({
          title: props.successTitle,
          description: 'Data collection, email notifications and marketing emails are now off.',
          variant: 'success',
        }),
      );
      props.onClose();
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title="Withdraw Data Consent"
      description="This turns off data collection, email notifications and marketing emails straight away, and takes you off every notify-me list. Your account and progress stay; you can switch each one back on in Privacy Settings."
    >
      <Actions>
        <Button $variant="ghost" onClick={props.onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          $variant="danger"
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          {isLoading ? 'Withdrawing...' : 'Withdraw Consent'}
        </Button>
      </Actions>
    </Dialog>
  );
}
