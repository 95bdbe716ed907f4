// Exposed as mf_account/NotificationFixScreen (route /notification-fix).
import { NotificationFixView } from '../../features/notifications/components/NotificationFixView';

/** The /notification-fix page. */
export default function NotificationFixScreen() {
  return <NotificationFixView />;
}
