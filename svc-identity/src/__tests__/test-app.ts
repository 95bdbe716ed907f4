import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig, makeTestKeys } from '@fff/service-kit';
import { buildIdentity } from '../app';
import { identityConfigSchema } from '../config';

/** The real identity app with test settings (silent logs, fresh keys, its own mail outbox folder). */
export function testApp(overrides: Record<string, string> = {}) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-identity-mail-'));
  const config = loadConfig(identityConfigSchema, {
    LOG_LEVEL: 'silent',
    EMBEDDED_MONGO_DIR: 'memory',
    MAIL_OUTBOX_DIR: outboxDir,
    // Nothing listens here unless a test says so: progression degrades to defaults.
    LEARNING_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
  const keys = makeTestKeys();
  const { app, outbox } = buildIdentity({ config, logger: createLogger('svc-identity-test', 'silent'), keys });
  return { app, outbox, config, keys, outboxDir };
}
