import { ACHIEVEMENTS, ACHIEVEMENTS_FACT, achievementPopup, achievementsReached } from '../achievements';

describe('achievements', () => {
  it('when the set is listed, then there are at least 15 with unique ids, each paying 10 to 100 Spice Stones', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(ACHIEVEMENTS.every((a) => a.reward >= 10 && a.reward <= 100)).toBe(true);
    expect(ACHIEVEMENTS_FACT).toBe('+10 to 100 for each achievement');
  });

  it('when a learner passed one perfect lesson on a 7-day streak, then exactly those achievements are reached', () => {
    const reached = achievementsReached({ lessons: 1, perfect: 1, streak: 7, level: 1 }).map((a) => a.id);
    expect(reached).toEqual(['first-lesson', 'first-perfect', 'streak-3', 'streak-7']);
    expect(achievementsReached({})).toEqual([]);
  });

  it('when an achievement pops up, then it names it and the reward paid', () => {
    expect(
      achievementPopup({ name: 'First Bite', description: 'Complete your first lesson.', reward: 10 }),
    ).toEqual({
      name: 'Achievement: First Bite',
      description: 'Complete your first lesson. +10 Spice Stones',
    });
  });

  it('when an award earned again after a reset paid nothing, then its popup announces no Spice Stones', () => {
    expect(
      achievementPopup({ name: 'First Bite', description: 'Complete your first lesson.', reward: 0 })
        .description,
    ).toBe('Complete your first lesson.');
  });
});
