import { createLogger, loadConfig } from '@fff/service-kit';
import { makeTestKeys } from '@fff/service-kit/testing';
import { buildApp } from '../app';
import { socialConfigSchema } from '../config';
import { createSocialDeps } from '../deps';

/**
 * The real social app with test settings (silent logs, fresh keys); LEARNING_URL / IDENTITY_URL via
 * overrides; `now` sets its clock (league weeks and themes).
 */
export function testApp(overrides: Record<string, string> = {}, now?: () => Date) {
  const config = loadConfig(socialConfigSchema, {
    LOG_LEVEL: 'silent',
    EMBEDDED_MONGO_DIR: 'memory',
    // Nothing listens on port 9 (discard) here: learning is "down" unless a test says otherwise.
    LEARNING_URL: 'http://127.0.0.1:9',
    IDENTITY_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
  const keys = makeTestKeys();
  return {
    app: buildApp(createSocialDeps({ config, logger: createLogger('svc-social-test', 'silent'), keys, now })),
    config,
    keys,
  };
}
