// What the Learn screens say when svc-learning does not answer: words, never a status code.

/** The failure sentence and what still works meanwhile. */
export const LEARN_ERROR_TEXT = Object.freeze({
  what: "The lesson kitchen isn't answering right now.",
  stillWorks: 'Your progress is saved, and your profile, friends and league still work.',
});
