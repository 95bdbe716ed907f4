// Notify-me card and newsletter (spec part 1 §2, §5, §8): features a learner can be told about,
// the card's texts and the signup limits. The server and the card read the same values.

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
  done: "You're on the list!",
  invalidTitle: 'Invalid email',
  invalidBody: 'Please enter a valid email address.',
  failedTitle: 'Signup failed',
  failedBody: 'Please try again later.',
  alreadyTitle: 'Already signed up!',
  alreadyBody: "You're already on our newsletter list.",
  successTitle: 'Success!',
  successBody: "You'll be notified when this feature launches.",
});

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
