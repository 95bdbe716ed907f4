import type { OpenApiFuzzOptions } from './testing-fuzz';

export type { OpenApiFuzzOptions } from './testing-fuzz';

/**
 * HTTP fuzz of every operation of a service's OpenAPI document (see testing-fuzz.ts). The suite
 * and fast-check load only when a test calls this, never in a running service.
 */
export function describeOpenApiFuzz(name: string, options: OpenApiFuzzOptions): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const suite = require('./testing-fuzz') as typeof import('./testing-fuzz');
  suite.describeOpenApiFuzzNow(name, options);
}
