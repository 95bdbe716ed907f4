import {
  LEAGUE_COHORT_SIZE,
  WEEKLY_PODIUM_REWARDS,
  leagueWeekKey,
  podiumReward,
  previousWeekKey,
  rankStandings,
  themeOfWeek,
  weekEndsAt,
  weeklyScore,
} from '../league-week';
import { nextThemeChange, weeklyThemeAt } from '../weekly-theme';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('league week', () => {
  it('when read, then a cohort holds at most 30 learners and the podium pays 50, 30 and 20 Spice Stones', () => {
    expect(LEAGUE_COHORT_SIZE).toBe(30);
    expect(WEEKLY_PODIUM_REWARDS).toEqual([50, 30, 20]);
  });

  it('when a week key is taken, then it is the Sunday (UTC) starting the week', () => {
    expect(leagueWeekKey(utc('2025-05-04T00:00:00'))).toBe('2025-05-04');
    expect(leagueWeekKey(utc('2025-05-10T23:59:59'))).toBe('2025-05-04');
    expect(leagueWeekKey(utc('2025-05-11T00:00:00'))).toBe('2025-05-11');
    expect(previousWeekKey('2025-05-11')).toBe('2025-05-04');
    expect(previousWeekKey('2025-01-05')).toBe('2024-12-29');
  });

  it('when the week ends, then the theme changes at the very same instant', () => {
    const lastMinute = utc('2025-05-10T23:59:00');
    expect(weekEndsAt(leagueWeekKey(lastMinute))).toEqual(nextThemeChange(lastMinute));
    const before = weeklyThemeAt(lastMinute);
    const after = weeklyThemeAt(utc('2025-05-11T00:00:00'));
    expect(after.id).not.toBe(before.id);
    expect(themeOfWeek('2025-05-11').id).toBe(after.id);
    expect(themeOfWeek('2025-01-05').name).toBe('Fiber Frenzy Week');
  });

  it('when scoring a week, then the score is the XP paid, never multiplied a second time', () => {
    expect(weeklyScore({ prepXp: 10, flavorXp: 20, scienceXp: 30 })).toBe(60);
  });

  it('when scores tie, then whoever reached the score first ranks higher, then who arrived first', () => {
    const ranked = rankStandings([
      { userId: 'a', score: 30, scoreAt: 5, seat: 1 },
      { userId: 'b', score: 45, scoreAt: 9, seat: 2 },
      { userId: 'c', score: 30, scoreAt: 3, seat: 3 },
      { userId: 'd', score: 0, scoreAt: 0, seat: 5 },
      { userId: 'e', score: 0, scoreAt: 0, seat: 4 },
    ]);
    expect(ranked.map((r) => [r.userId, r.position])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
      ['e', 4],
      ['d', 5],
    ]);
  });

  it('when a week closes, then only the top 3 with some XP are paid', () => {
    expect([1, 2, 3, 4].map((p) => podiumReward(p, 10))).toEqual([50, 30, 20, 0]);
    expect(podiumReward(1, 0)).toBe(0);
  });
});
