// Exposed as mf_account/MoreScreen (route /more).
import { MoreView } from '../../features/more/components/MoreView';

/** More screen. */
export default function MoreScreen() {
  return <MoreView />;
}
