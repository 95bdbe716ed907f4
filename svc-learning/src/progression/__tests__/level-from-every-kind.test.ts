import { SPICE_STONES_PER_LEVEL_UP, totalXpForLevel } from '@fff/domain';
import mongoose from 'mongoose';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { getProgression } from '../service';
import { awardXp } from '../xp';

useLearningDatabase();

const newUserId = () => new mongoose.Types.ObjectId().toHexString();

describe('level from every kind of lesson XP', () => {
  it('when a learner earns only Flavor XP, then their level rises and the level-up is paid', async () => {
    const userId = newUserId();

    const award = await awardXp(userId, 'lesson:flavor-1', 'flavor', totalXpForLevel(2));

    expect(award).toMatchObject({
      leveledUp: true,
      newLevel: 2,
      levelUpSpiceStones: SPICE_STONES_PER_LEVEL_UP,
    });
    const progression = await getProgression(userId);
    expect(progression).toMatchObject({ level: 2, prepXp: 0, flavorXp: totalXpForLevel(2) });
  });

  it('when Prep and Science XP together cross a level, then the second award raises the level', async () => {
    const userId = newUserId();
    await awardXp(userId, 'a', 'prep', totalXpForLevel(2) - 1);

    const award = await awardXp(userId, 'b', 'science', 1);

    expect(award).toMatchObject({ leveledUp: true, newLevel: 2 });
  });
});
