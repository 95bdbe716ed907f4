// Exposed as mf_account/SettingsScreen (route /settings).
import { SettingsView } from '../../features/settings/components/SettingsView';

/** Settings screen. */
export default function SettingsScreen() {
  return <SettingsView />;
}
