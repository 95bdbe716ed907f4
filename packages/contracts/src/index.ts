// Public entry point of @fff/contracts: one module per feature, re-exported here.
export * from './curriculum';
