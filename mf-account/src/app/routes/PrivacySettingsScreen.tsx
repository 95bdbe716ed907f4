// Exposed as mf_account/PrivacySettingsScreen (route /privacy-settings).
import { DeleteAccountDialog } from '../../features/delete-account/components/DeleteAccountDialog';
import { PrivacySettingsView } from '../../features/privacy-settings/components/PrivacySettingsView';

/** Privacy Settings with the deletion flow among its data controls. */
export default function PrivacySettingsScreen() {
  return <PrivacySettingsView DeleteAccount={DeleteAccountDialog} />;
}
