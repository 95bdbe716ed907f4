// Exposed as mf_learn/LearnHome (route /). The drill-down below levels is built next.
import { LevelsView } from '../../features/levels/components/LevelsView';

/** Learn home: the levels view. */
export default function LearnHome() {
  return <LevelsView />;
}
