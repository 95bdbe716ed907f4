// Exposed as mf_learn/LearnHome (route /): the Learn drill-down, with the daily quests below the
// levels, the week's theme and the popups of achievements unlocked since the last visit.
import { LearnScreen } from '../../features/learn/components/LearnScreen';
import { AchievementAnnouncer } from '../../features/achievements';
import { DailyQuestsCard } from '../../features/quests';
import { ReviewEntry } from '../../features/review';
import { WeeklyThemeCard } from '../../features/weekly-theme';

/** Learn home. */
export default function LearnHome() {
  return (
    <LearnScreen
      aside={
        <>
          <AchievementAnnouncer />
          <ReviewEntry />
          <DailyQuestsCard />
          <WeeklyThemeCard />
        </>
      }
    />
  );
}
