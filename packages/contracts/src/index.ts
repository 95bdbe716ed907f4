// Public entry point of @fff/contracts: one module per feature, re-exported here.
export * from './curriculum';
export * from './common';
export * from './errors';
export * from './levels';
export * from './league';
export * from './identity-check';
export * from './progression';
export * from './wallet';
