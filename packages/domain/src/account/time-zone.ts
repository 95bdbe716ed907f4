// The learner's streak time zone, stored on the account (issue 37): the streak day used to follow
// a zone the client sent with every request, so a new learner had a 2-day streak after a minute.
// The first sign-in adopts the browser's zone; a change is allowed at most once a day.

/** How long after a change the zone stays fixed. */
export const TIME_ZONE_CHANGE_EVERY_MS = 24 * 60 * 60 * 1000;

export const TIME_ZONE_TEXT = Object.freeze({
  invalid: 'Please choose a valid time zone.',
  tooSoon: 'You can change your time zone once a day. Please try again tomorrow.',
  changed: (zone: string) => `Your streak days now follow ${zone}.`,
});
