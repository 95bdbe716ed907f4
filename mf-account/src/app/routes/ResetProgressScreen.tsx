// Exposed as mf_account/ResetProgressScreen (route /reset-progress).
import { ResetProgressView } from '../../features/reset-progress/components/ResetProgressView';

/** Reset Progress. */
export default function ResetProgressScreen() {
  return <ResetProgressView />;
}
