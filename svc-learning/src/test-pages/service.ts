import crypto from 'node:crypto';
import type { AwardXpResponse, LevelDebugResponse } from '@fff/contracts';
import { TEST_XP_AWARD, levelFromXp, levelInfo, levelXp, xpRequirements, type XpType } from '@fff/domain';
import { readProgression } from '../progression/repository';
import { awardXp } from '../progression/xp';

/** Developer tool: award TEST_XP_AWARD (15) XP of a type; the amount is never taken from the client. */
export async function awardTestXp(userId: string, type: XpType, now = new Date()): Promise<AwardXpResponse> {
  const award = await awardXp(userId, `test:${crypto.randomUUID()}`, type, TEST_XP_AWARD, now);
  return {
    xpAwarded: award.xpAwarded,
    type,
    leveledUp: award.leveledUp,
    newLevel: award.newLevel,
    spiceStonesAwarded: award.spiceStonesAwarded,
    levelUpSpiceStones: award.levelUpSpiceStones,
  };
}

/** The spec's level debug figures for the learner. */
export async function levelDebug(userId: string): Promise<LevelDebugResponse> {
  const row = await readProgression(userId);
  const info = levelInfo(levelXp(row), row.prestige);
  return {
    userXp: levelXp(row),
    userLevel: info.level,
    calculatedLevel: levelFromXp(levelXp(row)),
    progressPercent: info.progressPercent,
    xpForCurrentLevel: info.xpForCurrentLevel,
    xpForNextLevel: info.xpForNextLevel,
    xpProgress: info.xpProgress,
    xpRequirements: xpRequirements(),
  };
}
