import { LESSON_PASS_PERCENT, correctNeededToPass, lessonPassed, passMarkSentence } from '../lesson-outcome';

describe('lesson outcome', () => {
  it('when the score is 60 % or more, then the lesson is passed; 59 % fails', () => {
    expect(LESSON_PASS_PERCENT).toBe(60);
    expect(lessonPassed(60)).toBe(true);
    expect(lessonPassed(100)).toBe(true);
    expect(lessonPassed(59)).toBe(false);
    expect(lessonPassed(0)).toBe(false);
  });

  it('when a quiz has 3, 4 or 5 questions, then 2, 3 and 3 right answers pass', () => {
    expect(correctNeededToPass(3)).toBe(2);
    expect(correctNeededToPass(4)).toBe(3);
    expect(correctNeededToPass(5)).toBe(3);
    expect(correctNeededToPass(0)).toBe(0);
  });

  it('when the pass mark is stated, then it names the count and the percent', () => {
    expect(passMarkSentence(3)).toBe('You need 2 of 3 right (60%) to pass.');
  });
});
