// Public entry point of @fff/contracts: one module per feature, re-exported here.
export * from './curriculum';
export * from './common';
export * from './errors';
export * from './levels';
export * from './league';
export * from './identity-check';
export * from './progression';
export * from './wallet';
export * from './auth';
export * from './user';
export * from './account';
export * from './lessons';
export * from './progress';
export * from './activities';
export * from './hearts';
export * from './streak';
export * from './test-pages';
