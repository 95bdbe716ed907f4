// Public entry of @fff/domain: every pure rule and number of the product spec.
export * from './leagues';
export * from './weekly-theme';
