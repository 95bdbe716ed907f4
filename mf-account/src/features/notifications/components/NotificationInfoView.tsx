// Notifications (/notification-info): the coming-soon page of a notifications centre (spec part 2 §2).
import { Link } from 'react-router-dom';
import { Card } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';

/** The page. */
export function NotificationInfoView() {
  return (
    <AccountPage title="Notifications" subtitle="Coming to the kitchen soon">
      <Card aria-labelledby="notifications-soon-title">
        <h2 id="notifications-soon-title">A notifications centre is on its way</h2>
        <p>
          Soon you will see every reminder, friend request and league update in one place, and choose which
          ones reach you. Streak and heart reminders already work as push notifications.
        </p>
        <ul>
          <li>
            <Link to="/notification-demo">Try push notifications</Link>
          </li>
          <li>
            <Link to="/notification-test">Send a test notification</Link>
          </li>
          <li>
            <Link to="/notification-fix">Fix notifications on this device</Link>
          </li>
        </ul>
      </Card>
    </AccountPage>
  );
}
