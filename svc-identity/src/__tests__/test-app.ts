import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@fff/service-kit';
import { makeTestKeys, startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import { buildApp, ensureIndexes } from '../app';
import { createIdentityDeps, type IdentityDepsInput } from '../deps';
import { identityConfigSchema } from '../config';

/** Identity's settings for tests (silent logs, in-memory database, its own mail outbox folder). */
export function testConfig(overrides: Record<string, string> = {}) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-identity-mail-'));
  const config = loadConfig(identityConfigSchema, {
    LOG_LEVEL: 'silent',
    EMBEDDED_MONGO_DIR: 'memory',
    MAIL_OUTBOX_DIR: outboxDir,
    // Nothing listens here unless a test says so: progression degrades to defaults.
    LEARNING_URL: 'http://127.0.0.1:9',
    SOCIAL_URL: 'http://127.0.0.1:9',
    // Counters live in the file's database and every test signs up from 127.0.0.1: limit tests lower these.
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_CHECK_EMAIL_PER_IP: '1000',
    ...overrides,
  });
  return { config, outboxDir };
}

/** The real identity app with test settings (see testConfig) and fresh keys. */
export function testApp(overrides: Record<string, string> = {}, deps: Pick<IdentityDepsInput, 'now'> = {}) {
  const { config, outboxDir } = testConfig(overrides);
  const keys = makeTestKeys();
  const { outbox, ...rest } = createIdentityDeps({
    ...deps,
    config,
    logger: createLogger('svc-identity-test', 'silent'),
    keys,
  });
  return { app: buildApp({ outbox, ...rest }), outbox, config, keys, outboxDir };
}

/** A clock tests move by hand: starts at the real time, `advance(ms)` steps it forward. */
export function movableClock() {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (ms: number) => void (offsetMs += ms) };
}

/** Each test file's own fresh database with identity's indexes, stopped after the file. */
export function useIdentityDatabase(): void {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
    await ensureIndexes();
  });
  afterAll(() => db?.stop());
}
