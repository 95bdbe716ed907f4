// Notification Test (/notification-test): a real push through the push service to this device.
import { Button } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { usePushNotifications } from '../hooks/use-push-notifications';
import { PushStatusCard } from './PushStatusCard';
import { ResetPermissionHelp } from './ResetPermissionHelp';

/** The page. */
export function NotificationTestView() {
  const push = usePushNotifications();
  return (
    <AccountPage title="Notification Test" subtitle="Send a test notification to this device">
      <PushStatusCard push={push}>
        <Button $variant="secondary" disabled={push.busy !== null} onClick={() => void push.test()}>
          {push.busy === 'test' ? 'Sending…' : 'Send Test Notification'}
        </Button>
      </PushStatusCard>
      <ResetPermissionHelp />
    </AccountPage>
  );
}
