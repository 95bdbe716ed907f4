import {
  dailyGoalReminderAt,
  heartRefillReminderAt,
  reminderAt,
  streakReminderAt,
  zonedHour,
  zoneOffsetMs,
} from '../reminders';

describe('reminder times', () => {
  it('when scheduling the daily goal, then it is 7 PM the next day (across month end)', () => {
    expect(dailyGoalReminderAt(new Date(2025, 0, 31, 9))).toEqual(new Date(2025, 1, 1, 19));
  });

  it('when scheduling the streak reminder, then it is 8 PM today or tomorrow if past', () => {
    expect(streakReminderAt(new Date(2025, 4, 10, 19, 59))).toEqual(new Date(2025, 4, 10, 20));
    expect(streakReminderAt(new Date(2025, 4, 10, 20, 0))).toEqual(new Date(2025, 4, 11, 20));
  });

  it('when scheduling a heart refill, then it is one hour ahead', () => {
    const now = new Date(2025, 4, 10, 23, 30);
    expect(heartRefillReminderAt(now).getTime() - now.getTime()).toBe(3_600_000);
    expect(reminderAt('heart_refill', now)).toEqual(heartRefillReminderAt(now));
  });
});

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
