// How to reset a blocked notification permission (spec part 2 §8: the errors come with these steps).
import { Card } from '@fff/ui';

/** Step-by-step reset instructions for the common browsers. */
export function ResetPermissionHelp() {
  return (
    <Card aria-labelledby="reset-help-title">
      <h2 id="reset-help-title">Reset browser permissions</h2>
      <ol>
        <li>
          Chrome, Edge: click the tune or lock icon left of the address, open Site settings, set Notifications
          to Allow.
        </li>
        <li>
          Firefox: click the lock icon, then the cross next to “Blocked” for notifications (or Clear
          permissions).
        </li>
        <li>Safari: Safari › Settings › Websites › Notifications, then set this site to Allow.</li>
        <li>Reload this page and press Enable Notifications.</li>
      </ol>
    </Card>
  );
}
