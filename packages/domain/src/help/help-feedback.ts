// Feedback form (spec part 2 §3, §5, §8): type labels, the message limit, texts and the rate limit.
import type { FeedbackType } from '../account/account';

/** Longest feedback message accepted (after trimming). */
export const FEEDBACK_MESSAGE_MAX = 2000;
/** Feedback messages one learner may send per hour. */
export const FEEDBACK_PER_HOUR = 10;

/** What each feedback type is called in the form. */
export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = Object.freeze({
  bug: 'Bug report',
  feature: 'Feature request',
  ui: 'Design & usability',
  performance: 'Performance',
  content: 'Lesson content',
  other: 'Something else',
});

/** The form's texts (part 2 §5, §8), verbatim where the spec gives them. */
export const FEEDBACK_TEXT = Object.freeze({
  submit: 'Send Feedback',
  submitting: 'Submitting...',
  successTitle: 'Feedback Submitted',
  successBody: 'Thank you! We read every message.',
  failedTitle: 'Error',
  failedBody: 'Failed to submit feedback. Please try again.',
  empty: 'Please write a message.',
  tooLong: `Feedback can be at most ${FEEDBACK_MESSAGE_MAX} characters.`,
  typeRequired: 'Please choose a feedback type.',
  rateLimited: 'You have sent a lot of feedback this hour. Please try again later.',
});
