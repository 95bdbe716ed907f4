import { LEAGUES, leagueForXp, nextLeague, xpToNextLeague } from '../leagues';

describe('leagues', () => {
  it('when listed, then the 10 spec leagues appear in order with their minimum XP', () => {
    expect(LEAGUES.map((l) => [l.name, l.minXP])).toEqual([
      ['Teaspoon Tier', 0],
      ['Spatula Squad', 100],
      ['Saucy Society', 300],
      ['Herb Garden League', 600],
      ['Roast Masters League', 1000],
      ['Sear Station', 1500],
      ['Plating Prestige', 2200],
      ['Golden Spatula League', 3000],
      ['Fermentum Circle', 4000],
      ['Culinary Olympus', 5500],
    ]);
    expect(LEAGUES.map((l) => l.id)).toContain('teaspoon-tier');
    expect(new Set(LEAGUES.map((l) => l.id)).size).toBe(10);
  });

  it.each([
    [0, 'Teaspoon Tier'],
    [99, 'Teaspoon Tier'],
    [100, 'Spatula Squad'],
    [299, 'Spatula Squad'],
    [300, 'Saucy Society'],
    [999, 'Herb Garden League'],
    [1000, 'Roast Masters League'],
    [2199, 'Sear Station'],
    [2200, 'Plating Prestige'],
    [3999, 'Golden Spatula League'],
    [4000, 'Fermentum Circle'],
    [5500, 'Culinary Olympus'],
    [999999, 'Culinary Olympus'],
    [-5, 'Teaspoon Tier'],
  ])('when xp is %d, then the league is %s', (xp, name) => {
    expect(leagueForXp(xp).name).toBe(name);
  });

  it('when asking for the next league, then it follows the order and ends at the top', () => {
    expect(nextLeague('teaspoon-tier')?.name).toBe('Spatula Squad');
    expect(nextLeague(LEAGUES[8])?.name).toBe('Culinary Olympus');
    expect(nextLeague('culinary-olympus')).toBeNull();
    expect(xpToNextLeague(250)).toBe(50);
    expect(xpToNextLeague(6000)).toBe(0);
  });
});
