import type { InternalCaller } from '@fff/contracts';

/**
 * A caller's credential for /internal/* calls when none is configured outside production: distinct
 * per caller, so a route's `callers` hold in development too. Never used in production.
 */
export const devInternalToken = (caller: InternalCaller): string =>
  `dev-internal-token-${caller}-not-for-production`;
