import {
  SPICE_STONES_PER_LEVEL_UP,
  leagueWeekKey,
  levelFromXp,
  levelXp,
  spiceStonesForXp,
  type XpType,
} from '@fff/domain';
import { recordActivity } from '../activities/service';
import { credit } from '../wallet/service';
import { ensureProgression, incrementOnce, readProgression } from './repository';

/** What an XP award did. */
export interface XpAward {
  /** False when this operation id had already been paid (nothing changed now). */
  applied: boolean;
  xpAwarded: number;
  leveledUp: boolean;
  newLevel: number;
  spiceStonesAwarded: number;
  /** The part of spiceStonesAwarded paid for the levels reached. */
  levelUpSpiceStones: number;
}

const FIELD: Record<XpType, 'prepXp' | 'flavorXp' | 'scienceXp'> = {
  prep: 'prepXp',
  flavor: 'flavorXp',
  science: 'scienceXp',
};

/**
 * Pay `amount` XP of `type` once per operation id. Stones (1 per 5 XP) are credited through the
 * ledger under `<op>:stones` (also on a retry, so a crash after the XP write still pays them);
 * each level reached pays SPICE_STONES_PER_LEVEL_UP once per prestige cycle and level.
 */
export async function awardXp(
  userId: string,
  operationId: string,
  type: XpType,
  amount: number,
  now = new Date(),
): Promise<XpAward> {
  await ensureProgression(userId);
  const field = FIELD[type];
  // The league week's counter moves in the same once-only update as the totals.
  const updated = await incrementOnce(userId, `xp:${operationId}`, {
    [field]: amount,
    xp: amount,
    [`weeks.${leagueWeekKey(now)}.${field}`]: amount,
  });
  // Only what the wallet paid now is announced: after a reset, a lesson redone pays its XP again
  // but its stones' operation id was paid before, so the wallet refuses them and nothing is shown.
  let stones = 0;
  if (spiceStonesForXp(amount) > 0) {
    const paid = await credit({
      userId,
      currency: 'spiceStones',
      amount: spiceStonesForXp(amount),
      reason: `XP: ${operationId}`,
      operationId: `stones:${userId}:${operationId}`,
    });
    if (paid.applied) stones = spiceStonesForXp(amount);
  }
  if (!updated) {
    const row = await readProgression(userId);
    return {
      applied: false,
      xpAwarded: 0,
      leveledUp: false,
      newLevel: levelFromXp(levelXp(row)),
      spiceStonesAwarded: 0,
      levelUpSpiceStones: 0,
    };
  }
  // Every kind counts toward the level (packages/domain level-xp.ts).
  const newLevel = levelFromXp(levelXp(updated));
  const oldLevel = levelFromXp(levelXp(updated) - amount);
  let levelStones = 0;
  for (let level = oldLevel + 1; level <= newLevel; level++) {
    const key = `levelup:${userId}:p${updated.prestige}:l${level}`;
    const paid = await credit({
      userId,
      currency: 'spiceStones',
      amount: SPICE_STONES_PER_LEVEL_UP,
      reason: `Reached level ${level}`,
      operationId: key,
    });
    if (paid.applied) levelStones += SPICE_STONES_PER_LEVEL_UP;
    await recordActivity({
      userId,
      type: 'level_up',
      description: `Reached level ${level}`,
      xpEarned: 0,
      key,
      createdAt: now,
    });
  }
  return {
    applied: true,
    xpAwarded: amount,
    leveledUp: newLevel > oldLevel,
    newLevel,
    spiceStonesAwarded: stones + levelStones,
    levelUpSpiceStones: levelStones,
  };
}
