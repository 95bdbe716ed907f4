// Not in the spec (issue 37): the streak day follows the zone stored on the account, which the
// first sign-in takes from the device and which may change once a day. A learner who travels asks
// for this device's zone here; the server's answer (or its once-a-day refusal) is the toast.
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import { currentTimeZone, toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { StreakIcon } from '@fff/ui';
import { MenuRowButton } from '../../../components/MenuRows';
import { useSetTimeZoneMutation } from '../../../lib/account-api';

/** One Account row: "Use this device's time zone" (hidden when the device cannot tell its zone). */
export function StreakTimeZoneRow() {
  const [setZone, { isLoading }] = useSetTimeZoneMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const zone = currentTimeZone();
  if (!zone) return null;
  const onClick = async () => {
    const result = await setZone({ timeZone: zone });
    if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.updateFailed });
    if ('data' in result && result.data)
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.settingsUpdated,
          description: result.data.message,
          variant: 'success',
        }),
      );
  };
  return (
    <MenuRowButton
      onClick={() => void onClick()}
      busy={isLoading}
      icon={StreakIcon}
      label="Streak Time Zone"
      hint={`Count streak days in ${zone} (once a day)`}
    />
  );
}
