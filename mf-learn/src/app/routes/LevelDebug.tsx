// Exposed as mf_learn/LevelDebug (route /level-debug).
import { LevelDebugPage } from '../../features/level-debug/components/LevelDebugPage';

/** Level System Debug page. */
export default function LevelDebug() {
  return <LevelDebugPage />;
}
