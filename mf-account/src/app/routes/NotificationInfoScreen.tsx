// Exposed as mf_account/NotificationInfoScreen (route /notification-info).
import { NotificationInfoView } from '../../features/notifications/components/NotificationInfoView';

/** The /notification-info page. */
export default function NotificationInfoScreen() {
  return <NotificationInfoView />;
}
