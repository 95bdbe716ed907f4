import { createLogger, loadConfig } from '@fff/service-kit';
import { makeTestKeys } from '@fff/service-kit/testing';
import { buildApp } from '../app';
import { learningConfigSchema } from '../config';
import { createLearningDeps } from '../deps';

/** The real learning app with test settings (silent logs, fresh keys, the development internal credentials). */
export function testApp(overrides: Record<string, string> = {}) {
  const config = loadConfig(learningConfigSchema, {
    LOG_LEVEL: 'silent',
    EMBEDDED_MONGO_DIR: 'memory',
    ...overrides,
  });
  const keys = makeTestKeys();
  return {
    app: buildApp(createLearningDeps({ config, logger: createLogger('svc-learning-test', 'silent'), keys })),
    config,
    keys,
  };
}
