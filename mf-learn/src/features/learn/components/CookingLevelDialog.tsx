// Cooking Level dialog, opened from the header's level badge: level, prestige and progress.
import { LEVELING_EXPLAINED, levelInfo, MAX_LEVEL, prestigeTitle } from '@fff/domain';
import type { User } from '@fff/contracts';
import { Dialog, ProgressBar } from '@fff/ui';

/** The learner's level derived from Prep XP (spec: levels 1–100, each needs 5% more XP). */
export function CookingLevelDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user?: User }) {
  const info = levelInfo(user?.prepXp ?? 0, user?.prestige ?? 0);
  const title = prestigeTitle(info.prestige);
  const span = info.xpForNextLevel - info.xpForCurrentLevel;
  return (
    <Dialog open={open} onClose={onClose} title="Cooking Level">
      <p>
        You are level <strong>{info.level}</strong> of {MAX_LEVEL}
        {title ? <>, prestige {info.prestige}: <strong>{title}</strong></> : null}.
      </p>
      {info.canPrestige ? (
        <p>MAX LEVEL REACHED</p>
      ) : (
        <>
          <p>{info.xpProgress} / {span} XP to level {info.level + 1}</p>
          <ProgressBar value={info.xpProgress} max={span} label="Progress to next level" />
        </>
      )}
      <p>{LEVELING_EXPLAINED}</p>
    </Dialog>
  );
}
