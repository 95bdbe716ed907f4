// Review (issue 39): questions a learner got wrong, and lessons not seen for a while, come back in a
// short session scheduled by FSRS (ts-fsrs on svc-learning). The spec has no Review texts, so
// every number and sentence the screens and the server state is here.

/** XP a finished Review pays, once per session (of the kind of its first question's lesson). */
export const REVIEW_XP = 5;
/** Most questions one Review session serves (the most overdue first). */
export const REVIEW_SESSION_MAX = 10;
/**
 * A completed lesson not opened for this many days comes back: one of its questions joins the
 * Review (once; from then on FSRS schedules it like a missed question).
 */
export const REVIEW_STALE_LESSON_DAYS = 14;
/** An unfinished Review session older than this is left behind and a new one is drawn. */
export const REVIEW_SESSION_TTL_HOURS = 24;

/** Every text of the Review entry on Learn, its session screen and the server's refusals. */
export const REVIEW_TEXTS = Object.freeze({
  title: 'Review',
  entryHeading: 'Review',
  entryIntro: 'Questions you missed and lessons you have not seen for a while come back here.',
  start: 'Start review',
  nothingDue: 'Nothing to review right now. Questions you miss in a lesson come back here the next day.',
  loading: 'Loading your review…',
  loadFailed: 'We could not load your review. Please try again.',
  answerFailed: 'We could not check your answer. Please try again.',
  finishFailed: 'We could not finish your review. Please try again.',
  next: 'Next question',
  finish: 'Finish review',
  doneHeading: 'Review done!',
  backToLearn: 'Back to Learn',
  /** The server's 409 when a session is asked for and nothing is due. */
  nothingDueError: 'Nothing is due for review right now. Come back tomorrow.',
  /** The server's 400 when the review is finished before every question is answered. */
  unansweredError: 'Answer every question before finishing the review.',
  notFoundError: 'We could not find that review.',
  questionGone: 'That question does not exist in this review.',
  optionNotInSession: "That answer is not one of this question's options in your review. Reload the review.",
});

/** "3 questions to review" / "1 question to review". */
export const reviewDueText = (due: number): string =>
  `${due} ${due === 1 ? 'question' : 'questions'} to review`;

/** "You got 2 of 3 right." */
export const reviewScoreText = (correct: number, total: number): string =>
  `You got ${correct} of ${total} right.`;

/** What a finished Review paid (the XP figure comes from the server's answer). */
export const reviewXpText = (xp: number): string =>
  xp > 0 ? `+${xp} XP for reviewing. No hearts were spent.` : 'No hearts were spent.';

/** How a review is rewarded, for the entry: stated from REVIEW_XP. */
export const REVIEW_REWARD_TEXT = `A finished review pays ${REVIEW_XP} XP, costs no hearts and counts for your streak.`;
