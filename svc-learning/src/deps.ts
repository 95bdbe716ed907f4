import type { DurableWorker, JwtKeys, Logger } from '@fff/service-kit';
import { testEndpointsMode, type LearningConfig } from './config';

/** What svc-learning is built from; tests pass their own config and keys. */
export interface LearningDepsInput {
  config: LearningConfig;
  logger: Logger;
  /** Access-token keys; routes that need a signed-in learner verify with keys.publicKey. */
  keys: JwtKeys;
}

/**
 * The service's parts, built once. svc-learning calls no other service (the others call it), so it
 * has no internal clients, and it runs no background work: its workers list is empty, and its use
 * cases read the system clock (the test pages move a learner's days instead, test-pages/).
 */
export interface LearningServiceDeps extends LearningDepsInput {
  /** Whether the /api/test/* pages are served (TEST_ENDPOINTS). */
  testMode: ReturnType<typeof testEndpointsMode>;
  workers: DurableWorker[];
}

/** Build svc-learning's deps. */
export function createLearningDeps(input: LearningDepsInput): LearningServiceDeps {
  return { ...input, testMode: testEndpointsMode(input.config), workers: [] };
}
