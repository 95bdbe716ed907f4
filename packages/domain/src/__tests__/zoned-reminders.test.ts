import { zonedHour, zoneOffsetMs } from '../reminders';

describe("reminder hours in the learner's zone", () => {
  it('when 8 PM is asked for in fixed and DST zones, then the UTC instant is right on both sides of a change', () => {
    expect(zonedHour('2026-01-15', 20, 'UTC').toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(zonedHour('2026-01-15', 20, 'Asia/Tokyo').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(zonedHour('2026-01-15', 19, 'America/New_York').toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(zonedHour('2026-07-15', 19, 'America/New_York').toISOString()).toBe('2026-07-15T23:00:00.000Z');
    // Europe/Berlin changes to summer time on 2026-03-29 at 02:00.
    expect(zonedHour('2026-03-28', 20, 'Europe/Berlin').toISOString()).toBe('2026-03-28T19:00:00.000Z');
    expect(zonedHour('2026-03-29', 20, 'Europe/Berlin').toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(zonedHour('2026-01-15', 20, 'Asia/Kolkata').toISOString()).toBe('2026-01-15T14:30:00.000Z');
  });

  it('when the zone is unknown, then it counts as UTC', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Not/AZone')).toBe(0);
    expect(zonedHour('2026-01-15', 20, 'Not/AZone').toISOString()).toBe('2026-01-15T20:00:00.000Z');
  });
});
