// Exposed as mf_social/FriendsNavBadge: the shell puts it on the Friends tab of the bottom nav.
import { PendingRequestsBadge } from '../../features/friends/components/PendingRequestsBadge';

/** Friends tab badge. */
export default function FriendsNavBadge() {
  return <PendingRequestsBadge />;
}
