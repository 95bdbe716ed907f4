// Exposed as mf_learn/LearnHome (route /): the Learn drill-down, with the daily quests above the levels.
import { LearnScreen } from '../../features/learn/components/LearnScreen';
import { DailyQuestsCard } from '../../features/quests';

/** Learn home. */
export default function LearnHome() {
  return <LearnScreen aside={<DailyQuestsCard />} />;
}
