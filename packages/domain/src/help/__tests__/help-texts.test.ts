import {
  COINS_HELP,
  daysText,
  HEARTS_FACTS,
  heartsStatusText,
  INFO_DIALOG_TITLES,
  SPICE_STONES_FACTS,
  STREAK_RESET_TEXT,
} from '../../index';

describe('info dialog help texts', () => {
  it('when the hearts dialog lists its rules, then they say 1 per wrong answer, 1 per hour and at most 5', () => {
    expect(HEARTS_FACTS).toEqual([
      'You lose 1 heart for each wrong answer.',
      '1 heart regenerates every 1 hour.',
      'You can hold at most 5 hearts.',
    ]);
  });

  it('when Spice Stones are explained, then only paid rewards are listed (5 XP, +10 level up, quests, 250 referral, gifts)', () => {
    expect(SPICE_STONES_FACTS).toEqual([
      '1 Spice Stone for every 5 XP you earn',
      '+10 for each level up',
      '+25 for each daily quest, and a chest of 20 when all 3 are done',
      '+10 to 100 for each achievement',
      '+5 for each full week of streak (7 days in a row)',
      '+250 when a friend you invited has completed 3 lessons (for both of you)',
      'Gifts: friends can send you some of theirs',
    ]);
  });

  it('when coins and the streak are explained, then they say no real money is taken and what a freeze does', () => {
    expect(COINS_HELP).toContain('Coins cannot be bought: From Fork to Flame takes no real money.');
    expect(STREAK_RESET_TEXT).toBe('The streak resets after a missed day, unless a Streak Freeze covers it.');
    expect(INFO_DIALOG_TITLES.stones).toBe('Spice Stones');
  });

  it('when counting days, then one is singular and others plural', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0)).toBe('0 days');
    expect(daysText(4)).toBe('4 days');
  });

  it('when hearts are missing, then the status uses nextHeartAt, else the minutes left in the hour', () => {
    const now = new Date('2026-01-15T10:20:00Z');
    expect(heartsStatusText(2, '2026-01-15T10:47:00Z', now)).toBe('Next heart in 27 min');
    expect(heartsStatusText(4, null, now)).toBe(`Next heart in ${60 - now.getMinutes()} min`);
    expect(heartsStatusText(5, null, now)).toBe('Hearts Full');
  });
});
