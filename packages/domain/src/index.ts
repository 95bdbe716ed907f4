// Public entry of @fff/domain: the product's pure rules, by area (each also at @fff/domain/<area>).
export * from './shared';
export * from './moderation';
export * from './learning';
export * from './social';
export * from './account';
export * from './help';
