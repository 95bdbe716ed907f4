// What a learner may write: profanity levels, spam, username and message moderation.
export * from './profanity';
export * from './moderation';
