import { MAX_HEARTS, NEW_LEARNER, levelFromXp } from '../../index';

describe('NEW_LEARNER', () => {
  it('when nobody has earned anything yet, then they are at the level their XP gives with full hearts', () => {
    expect(NEW_LEARNER.level).toBe(levelFromXp(NEW_LEARNER.prepXp));
    expect(NEW_LEARNER).toMatchObject({
      level: 1,
      hearts: MAX_HEARTS,
      xp: 0,
      prepXp: 0,
      spiceStones: 0,
      streak: 0,
    });
  });
});
