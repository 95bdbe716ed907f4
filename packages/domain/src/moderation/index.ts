// What a learner may write: profanity levels, spam, username and message moderation, write limits.
export * from './profanity';
export * from './moderation';
export * from './normalize';
export * from './write-limits';
