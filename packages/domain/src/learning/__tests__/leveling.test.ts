import { MAX_LEVEL, levelFromXp, levelInfo, totalXpForLevel, xpRequirements } from '../leveling';
import { levelXp } from '../level-xp';
import { PRESTIGE_TITLES, canPrestige, prestigeTitle } from '../prestige';

// XP needed to complete level n (to advance to n+1), as the progression table states it.
const xpRequiredForLevel = (n: number) => xpRequirements(n, n)[0].required;

describe('leveling', () => {
  it('when level 1 is asked, then it needs 20 XP and the maximum level is 100', () => {
    expect(xpRequiredForLevel(1)).toBe(20);
    expect(MAX_LEVEL).toBe(100);
  });

  it('when each later level is asked, then it needs 5% more than the previous, rounded from the previous rounded value', () => {
    for (let n = 2; n <= MAX_LEVEL; n++) {
      expect(xpRequiredForLevel(n)).toBe(Math.round(xpRequiredForLevel(n - 1) * 1.05));
    }
    expect([2, 3, 10, 11].map(xpRequiredForLevel)).toEqual([21, 22, 29, 30]);
    expect(xpRequiredForLevel(100)).toBe(2413);
  });

  it('when totals are asked, then level n starts at the sum of the requirements of levels below it', () => {
    expect(totalXpForLevel(1)).toBe(0);
    expect(totalXpForLevel(2)).toBe(20);
    expect(totalXpForLevel(3)).toBe(41);
    expect(totalXpForLevel(10)).toBe(216);
    expect(totalXpForLevel(100)).toBe(47862);
  });

  it.each([
    [0, 1],
    [19, 1],
    [20, 2],
    [40, 2],
    [41, 3],
    [216, 10],
    [47861, 99],
    [47862, 100],
    [10_000_000, 100],
    [-4, 1],
  ])('when prep XP is %d, then the level is %d', (xp, level) => {
    expect(levelFromXp(xp)).toBe(level);
  });

  it('when level info is derived mid-level, then it reports bounds, progress and earned stones', () => {
    expect(levelInfo(50, 2)).toEqual({
      level: 3,
      prestige: 2,
      xpForCurrentLevel: 41,
      xpForNextLevel: 63,
      xpProgress: 9,
      progressPercent: 40,
      spiceStonesEarned: 10,
      canPrestige: false,
    });
  });

  it('when level 100 is reached, then prestige is offered and progress is full', () => {
    const info = levelInfo(totalXpForLevel(100) + 5);
    expect(info.level).toBe(100);
    expect(info.canPrestige).toBe(true);
    expect(info.progressPercent).toBe(100);
    expect(levelInfo(totalXpForLevel(100) - 1).canPrestige).toBe(false);
  });

  it('when the progression table is asked, then it follows the requirements', () => {
    expect(xpRequirements(1, 3)).toEqual([
      { level: 1, required: 20 },
      { level: 2, required: 21 },
      { level: 3, required: 22 },
    ]);
    expect(xpRequirements()).toHaveLength(100);
  });
});

describe('prestige titles', () => {
  it('when prestige is 0, then there is no title', () => {
    expect(prestigeTitle(0)).toBeNull();
  });

  it('when prestige is 1..10+, then the spec titles apply and 10 and above is Culinary God', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(prestigeTitle)).toEqual([
      'Novice Chef',
      'Seasoned Cook',
      'Culinary Artist',
      'Master Chef',
      'Gourmet Virtuoso',
      'Kitchen Legend',
      'Culinary Grandmaster',
      'Food Deity',
      'Omniscient Cook',
      'Culinary God',
    ]);
    expect(prestigeTitle(25)).toBe('Culinary God');
    expect(PRESTIGE_TITLES).toHaveLength(10);
  });

  it('when the level is below 100, then prestige is not offered', () => {
    expect(canPrestige(99)).toBe(false);
    expect(canPrestige(100)).toBe(true);
  });
});

describe('levelXp', () => {
  it('when a learner holds XP of several kinds, then all of them count toward the level', () => {
    const kinds = { prepXp: 5, flavorXp: totalXpForLevel(2), scienceXp: 3 };
    expect(levelXp(kinds)).toBe(totalXpForLevel(2) + 8);
    expect(levelFromXp(levelXp(kinds))).toBe(2);
  });

  it('when a kind is not a finite number, then it counts as 0', () => {
    expect(levelXp({ prepXp: Number.NaN, flavorXp: -4, scienceXp: 7 })).toBe(7);
  });
});
