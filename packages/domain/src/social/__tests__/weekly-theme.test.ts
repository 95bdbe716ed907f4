import {
  THEME_REFERENCE_DATE,
  WEEKLY_THEMES,
  formatCountdown,
  msUntilNextTheme,
  nextThemeChange,
  themesInRotation,
  weeklyThemeAt,
} from '../weekly-theme';

// The theme shares the league week's boundary: Sunday 00:00 UTC.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));

describe('weekly theme', () => {
  it('when listed, then the 5 themes are in the spec rotation order', () => {
    expect(WEEKLY_THEMES.map((t) => t.name)).toEqual([
      'Fiber Frenzy Week',
      'Eggs-travaganza',
      'Herb Wars',
      'Spice Master Week',
      'Perfect Plating',
    ]);
    expect(WEEKLY_THEMES.map((t) => t.bonusLabel)).toEqual([
      'Science XP +2x',
      'egg modules XP +2x',
      'herb use badge count',
      'Flavor XP +2x',
      'visual challenges +3x',
    ]);
    expect(WEEKLY_THEMES.map((t) => [t.multiplier, t.counts])).toEqual([
      [{ applies: 'science', factor: 2 }, null],
      [{ applies: 'eggs', factor: 2 }, null],
      [null, 'herbs'],
      [{ applies: 'flavor', factor: 2 }, null],
      [{ applies: 'visual', factor: 3 }, null],
    ]);
  });

  it('when no lesson has a picture question, then Perfect Plating leaves the rotation', () => {
    expect(themesInRotation(true)).toBe(WEEKLY_THEMES);
    const without = themesInRotation(false);
    expect(without.map((t) => t.id)).toEqual([
      'fiber-frenzy',
      'eggs-travaganza',
      'herb-wars',
      'spice-master',
    ]);
    // The rotation wraps after the four: the fifth week is Fiber Frenzy again.
    expect(weeklyThemeAt(local(2025, 2, 2), local(2025, 1, 5), without).id).toBe('fiber-frenzy');
  });

  it('when the reference date is read, then it is a Sunday at midnight UTC', () => {
    expect(THEME_REFERENCE_DATE.getUTCDay()).toBe(0);
    expect(THEME_REFERENCE_DATE.toISOString()).toBe('2025-01-05T00:00:00.000Z');
  });

  it('when a week passes, then the theme advances at Sunday midnight UTC and wraps after 5', () => {
    const ref = local(2025, 1, 5);
    expect(weeklyThemeAt(local(2025, 1, 5), ref).name).toBe('Fiber Frenzy Week');
    expect(weeklyThemeAt(local(2025, 1, 11, 23, 59), ref).name).toBe('Fiber Frenzy Week');
    expect(weeklyThemeAt(local(2025, 1, 12), ref).name).toBe('Eggs-travaganza');
    expect(weeklyThemeAt(local(2025, 1, 19), ref).name).toBe('Herb Wars');
    expect(weeklyThemeAt(local(2025, 1, 26), ref).name).toBe('Spice Master Week');
    expect(weeklyThemeAt(local(2025, 2, 2), ref).name).toBe('Perfect Plating');
    expect(weeklyThemeAt(local(2025, 2, 9), ref).name).toBe('Fiber Frenzy Week');
  });

  it('when the date is before the reference, then the rotation still runs backwards consistently', () => {
    const ref = local(2025, 1, 5);
    expect(weeklyThemeAt(local(2025, 1, 4, 12), ref).name).toBe('Perfect Plating');
  });

  it('when a custom reference is given, then the rotation is counted from it', () => {
    expect(weeklyThemeAt(local(2025, 1, 12), local(2025, 1, 12)).name).toBe('Fiber Frenzy Week');
  });

  it('when computing the countdown, then it reaches the next Sunday midnight UTC', () => {
    const wednesdayNoon = local(2025, 3, 5, 12);
    expect(nextThemeChange(wednesdayNoon)).toEqual(local(2025, 3, 9));
    const sundayMidnight = local(2025, 3, 9);
    expect(nextThemeChange(sundayMidnight)).toEqual(local(2025, 3, 16));
    const saturdayLate = local(2025, 3, 8, 23, 30);
    expect(msUntilNextTheme(saturdayLate)).toBe(30 * 60_000);
  });

  it('when formatting the countdown, then it shows days/hours/minutes and the zero text', () => {
    expect(formatCountdown(0)).toBe('Theme changing...');
    expect(formatCountdown(-10)).toBe('Theme changing...');
    expect(formatCountdown(59_999)).toBe('Theme changing...');
    expect(formatCountdown(60_000)).toBe('1m');
    expect(formatCountdown(((2 * 24 + 5) * 60 + 3) * 60_000)).toBe('2d 5h 3m');
    expect(formatCountdown((5 * 60 + 3) * 60_000)).toBe('5h 3m');
    expect(formatCountdown(3 * 60_000 + 500)).toBe('3m');
  });
});
