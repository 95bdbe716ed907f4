import {
  STREAK_MILESTONES,
  completionReaction,
  mascotMessage,
  mascotReacted,
  MASCOT_MESSAGES,
} from '../../index';

const outcome = { passed: true, score: 80, leveledUp: false, streakMilestone: null as number | null };

describe('Chef Chilli reactions', () => {
  it('when a lesson is passed, then lesson_complete; all right, then perfect_score', () => {
    expect(completionReaction(outcome)).toBe('lesson_complete');
    expect(completionReaction({ ...outcome, score: 100 })).toBe('perfect_score');
  });

  it('when a streak milestone (3, 7, 30 days) is reached, then streak_milestone wins over the score', () => {
    expect(STREAK_MILESTONES.slice(0, 3)).toEqual([3, 7, 30]);
    expect(completionReaction({ ...outcome, score: 100, streakMilestone: 3 })).toBe('streak_milestone');
  });

  it('when the lesson levels the learner up, then level_up; when it failed, then no reaction', () => {
    expect(completionReaction({ ...outcome, leveledUp: true, streakMilestone: 7 })).toBe('level_up');
    expect(completionReaction({ ...outcome, passed: false, score: 100 })).toBeNull();
  });

  it('when a reaction is dispatched, then it is the mascot/reacted action with a line from its set', () => {
    expect(mascotReacted('perfect_score')).toEqual({ type: 'mascot/reacted', payload: 'perfect_score' });
    for (const kind of Object.keys(MASCOT_MESSAGES) as Array<keyof typeof MASCOT_MESSAGES>) {
      expect(MASCOT_MESSAGES[kind]).toContain(mascotMessage(kind, 0.99));
    }
  });
});
