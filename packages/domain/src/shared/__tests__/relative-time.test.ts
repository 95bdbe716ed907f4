import { relativeTime } from '../relative-time';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1 minute ago'],
    [45 * MIN, '45 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY + HOUR, '6 days ago'],
  ])('when the activity is %d ms old, then it reads %s', (age, text) => {
    expect(relativeTime(ago(age), now)).toBe(text);
  });

  it('when the activity is 7 days old or more, then a date is shown', () => {
    const then = ago(7 * DAY);
    expect(relativeTime(then, now)).toBe(new Date(then).toLocaleDateString('en-US'));
    expect(relativeTime(then, now)).not.toMatch(/ago/);
  });
});
