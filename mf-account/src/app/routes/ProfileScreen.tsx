// Exposed as mf_account/ProfileScreen (route /profile).
import { ProfileView } from '../../features/profile/components/ProfileView';

/** Profile screen. */
export default function ProfileScreen() {
  return <ProfileView />;
}
