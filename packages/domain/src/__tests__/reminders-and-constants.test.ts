import { MASCOT_MESSAGES, mascotMessage, shouldMascotAppearOnScroll } from '../mascot';
import { dailyGoalReminderAt, heartRefillReminderAt, reminderAt, streakReminderAt } from '../reminders';
import { CACHE_TIMES, POLLING, TIMINGS, TOAST } from '../ui-constants';

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

describe('client constants', () => {
  it('when reading toast, cache and polling settings, then they match the spec', () => {
    expect(TOAST).toMatchObject({ limit: 1, durationMs: 5000, hotkey: 'F8' });
    expect(CACHE_TIMES.levels).toEqual({ staleMs: 600_000, keepMs: 1_800_000 });
    expect(CACHE_TIMES.moduleLessons).toEqual({ staleMs: 300_000, keepMs: 900_000 });
    expect(CACHE_TIMES.progress).toEqual({ staleMs: 30_000, keepMs: 300_000 });
    expect(CACHE_TIMES.default).toEqual({ staleMs: 300_000, keepMs: 600_000 });
    expect(POLLING).toMatchObject({
      friendsMs: 60_000,
      friendRequestsMs: 60_000,
      chatScreenMs: 15_000,
      chatDrawerMs: 3_000,
    });
    expect(TIMINGS).toMatchObject({
      emailHintDebounceMs: 500,
      achievementPopupMs: 5000,
      achievementExitMs: 300,
      mascotBubbleMs: 3000,
      mascotScrollChance: 0.02,
      mascotScrollMinPx: 50,
      chatSwipeClosePx: 150,
      clockRefreshMs: 60_000,
    });
  });

  it('when the mascot reacts, then every reaction set has messages and scroll pops it 2% of the time over 50 px', () => {
    for (const key of ['lesson_complete', 'perfect_score', 'streak_milestone', 'level_up', 'idle'] as const) {
      expect(MASCOT_MESSAGES[key].length).toBeGreaterThan(0);
    }
    expect(mascotMessage('level_up', 0)).toBe(MASCOT_MESSAGES.level_up[0]);
    expect(mascotMessage('idle', 0.9999)).toBe(MASCOT_MESSAGES.idle.at(-1));
    expect(shouldMascotAppearOnScroll(51, 0.019)).toBe(true);
    expect(shouldMascotAppearOnScroll(51, 0.02)).toBe(false);
    expect(shouldMascotAppearOnScroll(50, 0)).toBe(false);
  });
});
