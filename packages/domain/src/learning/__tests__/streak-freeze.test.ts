import { MAX_STREAK_FREEZES, daysFrozenBefore, streakWithFreezes, withFreezesUsed } from '../streak-freeze';

const state = (lastStreakDate: string | null, streakFreezes: number, streak = 5) => ({
  streak,
  longestStreak: 9,
  lastStreakDate,
  streakFreezes,
});

describe('Streak Freezes', () => {
  it('when one day was missed and a freeze is held, then the freeze covers it and the streak stands', () => {
    const used = withFreezesUsed(state('2026-03-01', 1), '2026-03-03');
    expect(used.frozen).toEqual(['2026-03-02']);
    expect(used.state).toMatchObject({ lastStreakDate: '2026-03-02', streakFreezes: 0, streak: 5 });
    expect(streakWithFreezes(state('2026-03-01', 1), '2026-03-03')).toBe(5);
  });

  it('when two days were missed and two freezes are held, then both are used', () => {
    expect(daysFrozenBefore(state('2026-03-01', MAX_STREAK_FREEZES), '2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('when more days were missed than freezes held, then none is used and the streak is broken', () => {
    const used = withFreezesUsed(state('2026-03-01', 1), '2026-03-04');
    expect(used.frozen).toEqual([]);
    expect(used.state.streakFreezes).toBe(1);
    expect(streakWithFreezes(state('2026-03-01', 1), '2026-03-04')).toBe(0);
  });

  it('when no day was missed or there is no streak, then no freeze is used', () => {
    expect(daysFrozenBefore(state('2026-03-01', 2), '2026-03-02')).toEqual([]);
    expect(daysFrozenBefore(state('2026-03-01', 2), '2026-03-01')).toEqual([]);
    expect(daysFrozenBefore(state('2026-03-01', 2, 0), '2026-03-03')).toEqual([]);
    expect(daysFrozenBefore(state(null, 2), '2026-03-03')).toEqual([]);
  });
});
