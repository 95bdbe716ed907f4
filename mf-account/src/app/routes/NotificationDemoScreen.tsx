// Exposed as mf_account/NotificationDemoScreen (route /notification-demo).
import { NotificationDemoView } from '../../features/notifications/components/NotificationDemoView';

/** The /notification-demo page. */
export default function NotificationDemoScreen() {
  return <NotificationDemoView />;
}
