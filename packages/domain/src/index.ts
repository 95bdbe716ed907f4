// Public entry of @fff/domain: every pure rule and number of the product spec.
export * from './leagues';
export * from './weekly-theme';
export * from './leveling';
export * from './prestige';
export * from './hearts';
export * from './streak';
export * from './rewards';
export * from './unlocking';
export * from './relative-time';
export * from './validation-messages';
export * from './profanity';
export * from './moderation';
export * from './email';
export * from './registration';
