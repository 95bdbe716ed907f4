import {
  HEART_REGEN_MS,
  MAX_HEARTS,
  approxMinutesToNextHeart,
  fullHeartsText,
  heartsAt,
  loseHeart,
  minutesToNextHeart,
  nextHeartText,
  settleHearts,
} from '../hearts';

const T0 = Date.UTC(2025, 5, 1, 10, 0, 0);
const H = HEART_REGEN_MS;

describe('hearts', () => {
  it('when constants are read, then the maximum is 5 and one heart takes an hour', () => {
    expect(MAX_HEARTS).toBe(5);
    expect(HEART_REGEN_MS).toBe(3_600_000);
  });

  it('when hearts are full, then nothing is pending', () => {
    expect(heartsAt(5, T0, T0 + 10 * H)).toEqual({ hearts: 5, nextHeartAt: null, fullAt: null });
  });

  it('when time passes after losing hearts, then one heart returns per whole hour', () => {
    expect(heartsAt(2, T0, T0 + 59 * 60_000).hearts).toBe(2);
    expect(heartsAt(2, T0, T0 + H).hearts).toBe(3);
    expect(heartsAt(2, T0, T0 + 2 * H + 1).hearts).toBe(4);
    expect(heartsAt(2, T0, T0 + 3 * H)).toEqual({ hearts: 5, nextHeartAt: null, fullAt: null });
    expect(heartsAt(0, T0, T0 + 100 * H).hearts).toBe(5);
  });

  it('when hearts are missing, then the next heart and the full time are computed from the anchor', () => {
    const s = heartsAt(2, T0, T0 + 90 * 60_000);
    expect(s.hearts).toBe(3);
    expect(s.nextHeartAt?.getTime()).toBe(T0 + 2 * H);
    expect(s.fullAt?.getTime()).toBe(T0 + 3 * H);
    expect(minutesToNextHeart(s, T0 + 90 * 60_000)).toBe(30);
  });

  it('when a heart is lost at full, then the regeneration clock starts at that moment', () => {
    const now = T0 + 5 * H;
    const after = loseHeart(5, T0, now);
    expect(after).toEqual({ hearts: 4, updatedAt: new Date(now) });
    expect(heartsAt(after.hearts, after.updatedAt, now + H).hearts).toBe(5);
  });

  it('when a heart is lost mid-regeneration, then the partial hour is kept', () => {
    const after = loseHeart(3, T0, T0 + 90 * 60_000);
    expect(after).toEqual({ hearts: 3, updatedAt: new Date(T0 + H) });
    expect(heartsAt(after.hearts, after.updatedAt, T0 + 2 * H).hearts).toBe(4);
  });

  it('when no hearts are left, then losing one keeps 0', () => {
    expect(loseHeart(0, T0, T0 + 1000).hearts).toBe(0);
    expect(settleHearts(1, T0, T0 + 10 * H)).toEqual({ hearts: 5, updatedAt: new Date(T0 + 10 * H) });
  });

  it('when texts are shown, then full reads Hearts Full and the rest counts minutes and missing hours', () => {
    expect(nextHeartText(5, 12)).toBe('Hearts Full');
    expect(nextHeartText(3, 12)).toBe('Next heart in 12 min');
    expect(fullHeartsText(5)).toBe('Hearts Full');
    expect(fullHeartsText(4)).toBe('Full in 1 hour');
    expect(fullHeartsText(2)).toBe('Full in 3 hours');
    expect(approxMinutesToNextHeart(new Date(2025, 0, 1, 10, 45))).toBe(15);
  });
});
