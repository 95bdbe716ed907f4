// Exposed as mf_learn/TestXp (route /test-xp).
import { XpTestPage } from '../../features/xp-test/components/XpTestPage';

/** XP System Test page. */
export default function TestXp() {
  return <XpTestPage />;
}
