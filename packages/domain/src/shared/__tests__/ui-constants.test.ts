import { MASCOT_MESSAGES, mascotMessage, shouldMascotAppearOnScroll } from '../mascot';
import { CACHE_TIMES, POLLING, TIMINGS, TOAST } from '../ui-constants';

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
