// How many writes (messages, requests, gifts, votes…) a learner may make, so a script or a stuck
// button cannot flood others or the services. Sized for real use: a learner chatting fast sends a
// message every 2-3 seconds (20-30 a minute) and a lesson answers a question every few seconds; a
// class of 30 behind one school address writes through one IP. The spec names no text for it.

/** The window all write limits count in. */
export const WRITE_LIMIT_WINDOW_MS = 60_000;

/** Writes per window: per learner, and per address (a whole class behind one). */
export const WRITE_LIMITS = Object.freeze({
  /** Chat, friend requests and cancels, gifts, unfriend, block, report, crews. */
  social: Object.freeze({ perLearner: 60, perIp: 1_200 }),
  /** Answers, lesson completions, hearts, shop, prestige. */
  learning: Object.freeze({ perLearner: 120, perIp: 2_400 }),
});

/** What a learner reads when a write limit stops them (429 too_many_requests). */
export const WRITE_LIMIT_MESSAGE = "You're going a bit fast. Please wait a minute and try again.";
