// Exposed as mf_learn/LearnHome (route /): the Learn drill-down.
import { LearnScreen } from '../../features/learn/components/LearnScreen';

/** Learn home. */
export default function LearnHome() {
  return <LearnScreen />;
}
