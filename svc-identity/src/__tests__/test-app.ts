import { createLogger, loadConfig, makeTestKeys } from '@fff/service-kit';
import { buildApp } from '../app';
import { identityConfigSchema } from '../config';

/** The real identity app with test settings (silent logs, fresh keys). */
export function testApp(overrides: Record<string, string> = {}) {
  const config = loadConfig(identityConfigSchema, {
    LOG_LEVEL: 'silent',
    EMBEDDED_MONGO_DIR: 'memory',
    ...overrides,
  });
  const keys = makeTestKeys();
  return {
    app: buildApp({ config, logger: createLogger('svc-identity-test', 'silent'), keys }),
    config,
    keys,
  };
}
