import {
  addDays,
  completesStreakWeek,
  STREAK_WEEK_FACT,
  advanceStreak,
  currentStreak,
  daysBetween,
  isDayInStreak,
  isValidTimeZone,
  lastDays,
  localDay,
  monthGrid,
  shiftMonth,
} from '../streak';

describe('local day', () => {
  it('when the same instant is seen in different zones, then each gets its own calendar day', () => {
    const instant = new Date('2025-03-01T02:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2025-03-01');
    expect(localDay(instant, 'America/New_York')).toBe('2025-02-28');
    expect(localDay(new Date('2025-12-31T15:30:00Z'), 'Pacific/Auckland')).toBe('2026-01-01');
    expect(localDay(new Date('2025-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
  });

  it('when the zone is unknown, then UTC is used', () => {
    expect(localDay(new Date('2025-03-01T02:30:00Z'), 'Not/AZone')).toBe('2025-03-01');
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('when crossing month, leap-year and year ends, then days are counted on the calendar', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('advancing the streak', () => {
  const base = { streak: 4, longestStreak: 6, lastStreakDate: '2025-01-31' };

  it('when activity repeats on the same day, then nothing changes', () => {
    expect(advanceStreak(base, '2025-01-31')).toEqual(base);
  });

  it('when activity happens the next day (across a month end), then the streak grows', () => {
    expect(advanceStreak(base, '2025-02-01')).toEqual({
      streak: 5,
      longestStreak: 6,
      lastStreakDate: '2025-02-01',
    });
    expect(advanceStreak({ ...base, streak: 6 }, '2025-02-01').longestStreak).toBe(7);
  });

  it('when a day was missed, then the streak resets to 1 and the longest is kept', () => {
    expect(advanceStreak(base, '2025-02-02')).toEqual({
      streak: 1,
      longestStreak: 6,
      lastStreakDate: '2025-02-02',
    });
  });

  it('when there is no previous activity, then the streak starts at 1', () => {
    expect(advanceStreak({ streak: 0, longestStreak: 0, lastStreakDate: null }, '2025-05-05')).toEqual({
      streak: 1,
      longestStreak: 1,
      lastStreakDate: '2025-05-05',
    });
  });

  it('when days are read for the calendar, then the last streak-many days back from today count', () => {
    expect(isDayInStreak('2025-03-01', '2025-03-01', 3)).toBe(true);
    expect(isDayInStreak('2025-02-27', '2025-03-01', 3)).toBe(true);
    expect(isDayInStreak('2025-02-26', '2025-03-01', 3)).toBe(false);
    expect(isDayInStreak('2025-03-02', '2025-03-01', 3)).toBe(false);
    expect(isDayInStreak('2025-03-01', '2025-03-01', 0)).toBe(false);
  });

  it('when reading the current streak, then it lapses after a full missed day', () => {
    expect(currentStreak(base, '2025-02-01')).toBe(4);
    expect(currentStreak(base, '2025-02-02')).toBe(0);
  });
});

describe('calendars', () => {
  it('when building the profile view, then it lists 30 days ending today', () => {
    const days = lastDays('2025-03-01');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-01-31');
    expect(days[29]).toBe('2025-03-01');
  });

  it('when building a month grid, then weeks start on Sunday with blanks outside the month', () => {
    const feb = monthGrid(2025, 2); // 1 Feb 2025 is a Saturday
    expect(feb[0]).toEqual([null, null, null, null, null, null, '2025-02-01']);
    expect(feb.flat().filter(Boolean)).toHaveLength(28);
    expect(feb.at(-1)).toEqual([
      '2025-02-23',
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      null,
    ]);
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
  });

  it('when moving months, then years roll over', () => {
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2025, 6, -12)).toEqual({ year: 2024, month: 6 });
  });
});

describe('streak weeks', () => {
  it('when the streak reaches 7, 14 or 21 days, then a week is complete; other days or no advance are not', () => {
    expect([completesStreakWeek(6, 7), completesStreakWeek(13, 14), completesStreakWeek(20, 21)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([completesStreakWeek(7, 7), completesStreakWeek(7, 8), completesStreakWeek(0, 1)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(STREAK_WEEK_FACT).toBe('+5 for each full week of streak (7 days in a row)');
  });
});
