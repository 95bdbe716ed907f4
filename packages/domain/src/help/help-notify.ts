// Notify-me card and newsletter (spec part 1 §2, §5, §8): features a learner can be told about,
// the card's texts, the signup limits and how long a signup waits for its confirmation. The
// server and the card read the same values.

/** Features that show a notify-me card; the signup is stored per feature. */
export const NOTIFY_FEATURES = Object.freeze([
  'shop',
  'recipes',
  'video-tutorials',
  'science-lessons',
  'leagues',
] as const);
export type NotifyFeature = (typeof NOTIFY_FEATURES)[number];

/** The card's texts and the toasts of the signup call (part 1 §2, §5, §8), verbatim. */
export const NOTIFY_TEXT = Object.freeze({
  button: "Notify me when it's ready",
  compactButton: 'Notify me',
  invalidTitle: 'Invalid email',
  invalidBody: 'Please enter a valid email address.',
  failedTitle: 'Signup failed',
  failedBody: 'Please try again later.',
  // Double opt-in (issue 37): an address is on a list only once its owner opens the link mailed to
  // it, and every signup gets this same answer, so it never tells whether an address is already on
  // a list. The spec's 'Already signed up!' and 'Success!' answers were exactly that oracle.
  checkInboxTitle: 'Check your inbox',
  checkInboxBody: "Open the link we sent to confirm, and you'll be notified when this feature launches.",
  pending: 'Check your inbox to confirm.',
});

/** Days an unconfirmed signup waits for its link to be opened before it is forgotten. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** Signups accepted per client address per hour, and per email address per hour. */
export const NEWSLETTER_LIMITS = Object.freeze({ perIpPerHour: 20, perEmailPerHour: 5 });

/** How each feature is named in mails and on the card. */
export const NOTIFY_FEATURE_NAMES: Readonly<Record<NotifyFeature, string>> = Object.freeze({
  shop: 'the Shop',
  recipes: 'the Recipe Collection',
  'video-tutorials': 'Video Tutorials',
  'science-lessons': 'Science lessons',
  leagues: 'Leagues and Kitchen Crews',
});
