// Exposed as mf_account/NotificationTestScreen (route /notification-test).
import { NotificationTestView } from '../../features/notifications/components/NotificationTestView';

/** The /notification-test page. */
export default function NotificationTestScreen() {
  return <NotificationTestView />;
}
