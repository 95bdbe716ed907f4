import { createLogger, loadConfig } from '@fff/service-kit';
import { makeTestKeys } from '@fff/service-kit/testing';
import { buildApp } from '../app';
import { learningConfigSchema } from '../config';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-learning';

/** The real learning app with test settings (silent logs, small body limit, fresh keys). */
export function testApp(overrides: Record<string, string> = {}) {
  const config = loadConfig(learningConfigSchema, {
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    EMBEDDED_MONGO_DIR: 'memory',
    ...overrides,
  });
  const keys = makeTestKeys();
  return {
    app: buildApp({ config, logger: createLogger('svc-learning-test', 'silent'), keys }),
    config,
    keys,
  };
}
