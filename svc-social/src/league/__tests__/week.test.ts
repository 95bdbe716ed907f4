import { leagueWeekKey } from '../week';

describe('leagueWeekKey', () => {
  it('when the day is mid-week, then the key is the Sunday starting it (UTC)', () => {
    expect(leagueWeekKey(new Date('2025-05-07T15:00:00Z'))).toBe('2025-05-04');
  });

  it('when it is Sunday just after midnight UTC, then a new week starts', () => {
    expect(leagueWeekKey(new Date('2025-05-10T23:59:59Z'))).toBe('2025-05-04');
    expect(leagueWeekKey(new Date('2025-05-11T00:00:00Z'))).toBe('2025-05-11');
  });
});
