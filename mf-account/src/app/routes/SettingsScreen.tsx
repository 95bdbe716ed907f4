// Exposed as mf_account/SettingsScreen (route /settings).
import { DeleteAccountDialog } from '../../features/delete-account/components/DeleteAccountDialog';
import { SettingsView } from '../../features/settings/components/SettingsView';

/** Settings screen; the Danger Zone opens the deletion flow. */
export default function SettingsScreen() {
  return <SettingsView DeleteAccount={DeleteAccountDialog} />;
}
