// Exposed as mf_account/ChangePasswordScreen (route /change-password).
import { ChangePasswordView } from '../../features/change-password/components/ChangePasswordView';

/** Change Password. */
export default function ChangePasswordScreen() {
  return <ChangePasswordView />;
}
