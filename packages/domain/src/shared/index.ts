// Used by every area: validation messages, client timings, relative time and the mascot.
export * from './validation-messages';
export * from './ui-constants';
export * from './relative-time';
export * from './mascot';
