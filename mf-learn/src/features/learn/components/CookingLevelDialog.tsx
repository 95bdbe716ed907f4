// Cooking Level dialog, opened from the header's level badge: level, prestige and progress, all as
// svc-learning computed them (GET /api/user); this dialog only draws them.
import { LEVELING_EXPLAINED } from '@fff/domain/help';
import { MAX_LEVEL } from '@fff/domain/learning';
import type { User } from '@fff/contracts';
import { Dialog, ProgressBar } from '@fff/ui';

/** The learner's level, prestige title and progress inside the level, from the server. */
export function CookingLevelDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user?: User;
}) {
  const level = user?.level ?? 1;
  const progress = user?.levelProgress;
  return (
    <Dialog open={open} onClose={onClose} title="Cooking Level">
      <p>
        You are level <strong>{level}</strong> of {MAX_LEVEL}
        {user?.prestigeTitle ? (
          <>
            , prestige {user.prestige}: <strong>{user.prestigeTitle}</strong>
          </>
        ) : null}
        .
      </p>
      {user?.isMaxLevel ? (
        <p>MAX LEVEL REACHED</p>
      ) : progress ? (
        <>
          <p>
            {progress.xpIntoLevel} / {progress.xpForLevel} XP to level {level + 1}
          </p>
          <ProgressBar
            value={progress.xpIntoLevel}
            max={progress.xpForLevel}
            label="Progress to next level"
          />
        </>
      ) : (
        <p>Your progress to the next level is not available right now.</p>
      )}
      <p>{LEVELING_EXPLAINED}</p>
    </Dialog>
  );
}
