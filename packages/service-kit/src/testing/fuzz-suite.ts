import type { OpenApiFuzzOptions } from './fuzz';

export type { OpenApiFuzzOptions } from './fuzz';

/**
 * HTTP fuzz of every operation of a service's OpenAPI document (see fuzz.ts). The suite and
 * fast-check load only when a test calls this, not in every test of the testing entry.
 */
export function describeOpenApiFuzz(name: string, options: OpenApiFuzzOptions): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const suite = require('./fuzz') as typeof import('./fuzz');
  suite.describeOpenApiFuzzNow(name, options);
}
