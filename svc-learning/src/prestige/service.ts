import type { Progression } from '@fff/contracts';
import { canPrestige, levelFromXp, levelXp, prestigeTitle } from '@fff/domain';
import { badRequest } from '@fff/service-kit';
import { recordActivity } from '../activities/service';
import { readProgression, resetForPrestige } from '../progression/repository';
import { toProgression } from '../progression/service';

/**
 * Prestige at level 100: prestige + 1 and every XP kind back to 0 (level 1). The reset only matches
 * while the kinds still hold the level-100 values read here, so one level-100 state yields one prestige.
 */
export async function prestige(userId: string, timeZone: string, now = new Date()): Promise<Progression> {
  const row = await readProgression(userId);
  if (!canPrestige(levelFromXp(levelXp(row)))) throw badRequest('You can prestige only at level 100.');
  const updated = await resetForPrestige(userId, row);
  if (!updated) throw badRequest('You can prestige only at level 100.');
  const title = prestigeTitle(updated.prestige);
  await recordActivity({
    userId,
    type: 'prestige',
    description: `Prestige ${updated.prestige}${title ? `: ${title}` : ''}`,
    xpEarned: 0,
    key: `prestige:${userId}:${updated.prestige}`,
    createdAt: now,
  });
  return toProgression(updated, now, timeZone);
}
