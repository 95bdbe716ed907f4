import { GAME_MECHANICS_GUIDE } from '../../help/help-guide';
import {
  LESSON_XP_BANDS,
  LESSON_XP_HIGH,
  QUIZ_SKIP,
  REFERRAL_BONUS,
  SPICE_STONES_PER_LEVEL_UP,
  lessonXp,
  levelUpAchievement,
  levelUpSpiceStones,
  quizScore,
  spiceStonesForXp,
  xpKindOf,
} from '../rewards';

describe('rewards', () => {
  it('when the quiz score is 80 or more, then the lesson earns 15 XP, 10 from the pass mark, 0 below it', () => {
    expect(lessonXp(80)).toBe(15);
    expect(lessonXp(100)).toBe(15);
    expect(lessonXp(79)).toBe(10);
    expect(lessonXp(60)).toBe(10);
    expect(lessonXp(59)).toBe(0); // below the pass mark nothing is paid
    expect(lessonXp(0)).toBe(0);
    expect(lessonXp()).toBe(15);
    expect(LESSON_XP_HIGH).toBe(15);
  });

  it('when a lesson is prep, knife, health or fire, then it pays Prep XP; flavor and science pay their own', () => {
    expect((['prep', 'knife', 'health', 'fire'] as const).map((t) => xpKindOf(t))).toEqual([
      'prep',
      'prep',
      'prep',
      'prep',
    ]);
    expect(xpKindOf('flavor')).toBe('flavor');
    expect(xpKindOf('science')).toBe('science');
  });

  it('when XP is earned, then 1 Spice Stone is granted per 5 XP, floored', () => {
    expect(spiceStonesForXp(4)).toBe(0);
    expect(spiceStonesForXp(5)).toBe(1);
    expect(spiceStonesForXp(14)).toBe(2);
    expect(spiceStonesForXp(15)).toBe(3);
  });

  it('when levelling up, then each level reached pays 10 Spice Stones', () => {
    expect(SPICE_STONES_PER_LEVEL_UP).toBe(10);
    expect(levelUpSpiceStones(1)).toBe(10);
    expect(levelUpSpiceStones(3)).toBe(30);
    expect(levelUpSpiceStones(0)).toBe(0);
  });

  it('when reading fixed rewards, then referral is 250 and the quiz skip is 5 questions at 80%', () => {
    expect(REFERRAL_BONUS).toBe(250);
    expect(QUIZ_SKIP).toEqual({ questions: 5, passPercent: 80, duration: '3-5 minutes' });
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(0, 0)).toBe(100);
  });
});

describe('level-up achievement', () => {
  it('when level 10 is reached with 10 stones credited, then the popup states the credited figure', () => {
    expect(levelUpAchievement(10, 10)).toEqual({
      name: 'Level Up!',
      description: 'You reached Cooking Level 10! +10 Spice Stones',
    });
  });

  it('when nothing was credited, then the popup promises no stones', () => {
    expect(levelUpAchievement(4, 0).description).toBe('You reached Cooking Level 4!');
  });
});

describe('the lesson XP rule in words', () => {
  it('when a text states what a lesson pays, then each score band says what lessonXp pays at its edges', () => {
    const [high, low, failed] = LESSON_XP_BANDS;
    expect([lessonXp(80), lessonXp(100)]).toEqual([15, 15]);
    expect(high).toBe('A lesson with a quiz score of 80% or more: 15 XP.');
    expect([lessonXp(60), lessonXp(79)]).toEqual([10, 10]);
    expect(low).toBe('A lesson with 60% to 79%: 10 XP.');
    expect([lessonXp(0), lessonXp(59)]).toEqual([0, 0]);
    expect(failed).toBe('Below 60% a lesson is not passed yet: no XP, and you can try again.');
  });

  it("when Help's guide states the XP rule, then it names the pass mark and that a failed quiz pays none", () => {
    expect(GAME_MECHANICS_GUIDE.find((g) => g.title === 'XP')?.text).toBe(
      '15 XP per lesson at 80% or more, 10 from 60%, none below (not passed yet).',
    );
  });
});
