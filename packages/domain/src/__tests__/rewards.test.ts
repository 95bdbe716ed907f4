import {
  LESSON_XP_HIGH,
  QUIZ_SKIP,
  REFERRAL_BONUS,
  SPICE_STONES_PER_LEVEL_UP,
  lessonXp,
  levelUpAchievement,
  levelUpStonesDisplay,
  quizScore,
  spiceStonesForXp,
  spiceStonesForXpGain,
  xpKindOf,
} from '../rewards';

describe('rewards', () => {
  it('when the quiz score is 80 or more, then the lesson earns 15 XP, else 10', () => {
    expect(lessonXp(80)).toBe(15);
    expect(lessonXp(100)).toBe(15);
    expect(lessonXp(79)).toBe(10);
    expect(lessonXp(0)).toBe(10);
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
    expect(spiceStonesForXpGain(12, 22)).toBe(2);
    expect(spiceStonesForXpGain(20, 24)).toBe(0);
  });

  it('when levelling up, then the display shows floor(level/5)+1 and the server grants 10', () => {
    expect(levelUpStonesDisplay(4)).toBe(1);
    expect(levelUpStonesDisplay(5)).toBe(2);
    expect(levelUpStonesDisplay(23)).toBe(5);
    expect(SPICE_STONES_PER_LEVEL_UP).toBe(10);
  });

  it('when reading fixed rewards, then referral is 250 and the quiz skip is 5 questions at 80%', () => {
    expect(REFERRAL_BONUS).toBe(250);
    expect(QUIZ_SKIP).toEqual({ questions: 5, passPercent: 80, duration: '3-5 minutes' });
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(0, 0)).toBe(100);
  });
});

describe('level-up achievement', () => {
  it('when level 10 is reached, then the popup names it and shows floor(10/5)+1 Spice Stones', () => {
    expect(levelUpAchievement(10)).toEqual({
      name: 'Level Up!',
      description: 'You reached Cooking Level 10! +3 Spice Stones',
    });
  });
});
