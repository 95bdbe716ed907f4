// Shows the shell's achievement popup (spec part 1: name and description, 5 s) once for each
// achievement the server unlocked and the app has not announced yet, then tells the server.
import { useEffect, useRef } from 'react';
import { achievementPopup } from '@fff/domain/learning';
import { achievementUnlocked, useAppDispatch } from '@fff/platform';
import {
  useGetLearnerAchievementsQuery,
  useMarkAchievementsAnnouncedMutation,
} from '../api/achievements-api';
import { useClientStarted } from '../../../components/use-client-started';

/** Renders nothing; announces new achievements. */
export function AchievementAnnouncer() {
  const dispatch = useAppDispatch();
  // Asked by the client only: the page drawn on the server shows no popup.
  const started = useClientStarted();
  const { data } = useGetLearnerAchievementsQuery(undefined, { skip: !started });
  const [markAnnounced] = useMarkAchievementsAnnouncedMutation();
  // Popups already queued in this page, so a refetch before the server heard of them shows none twice.
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const fresh = (data?.achievements ?? []).filter(
      (a) => a.unlocked && !a.announced && !shown.current.has(a.id),
    );
    if (fresh.length === 0) return;
    for (const a of fresh) {
      shown.current.add(a.id);
      // The popup announces what this unlock paid (nothing for an award earned again after a reset).
      dispatch(achievementUnlocked(achievementPopup({ ...a, reward: a.stonesPaid ?? a.reward })));
    }
    void markAnnounced({ ids: fresh.map((a) => a.id) });
  }, [data, dispatch, markAnnounced]);

  return null;
}
