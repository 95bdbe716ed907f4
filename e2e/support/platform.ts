import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where the platform under test listens; its own port so a running `npm start` does not clash. */
export const gatewayPort = Number(process.env.E2E_PORT || 8180);
export const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${gatewayPort}`;

export const e2eTmp = path.resolve(__dirname, '..', '.tmp');
export const outboxDir = path.join(e2eTmp, 'outbox');
export const keysDir = path.join(e2eTmp, 'keys');
export const runDir = path.join(e2eTmp, 'run');
/** Accounts registered with these addresses are developers (DEVELOPER_EMAILS); each is used once per run. */
// Twice the tests that need one: a retried test takes a fresh address (see claimDeveloperEmail).
export const developerEmails = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
].map((n) => `chef.developer.${n}@gmail.com`);

// Fresh mail outbox and keys for every run (databases are memory-only). Workers inherit the
// marker from the runner's environment, so only the runner cleans, before the platform starts.
if (!process.env.FFF_E2E_PREPARED) {
  // A run killed mid-way can leave its platform behind on our ports: stop it first.
  const reaper = path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'children.mjs');
  const code = `import(${JSON.stringify(reaper)}).then((m) => m.reapStale(${JSON.stringify(path.join(e2eTmp, 'run'))}, console.log))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  fs.rmSync(e2eTmp, { recursive: true, force: true });
  fs.mkdirSync(outboxDir, { recursive: true });
  process.env.FFF_E2E_PREPARED = '1';
}

/** Environment handed to `npm start --no-build` for the run. */
export const platformEnv: Record<string, string> = {
  PORT: String(gatewayPort),
  EMBEDDED_MONGO_DIR: 'memory',
  JWT_KEYS_DIR: keysDir,
  MAIL_OUTBOX_DIR: outboxDir,
  PUBLIC_URL: baseURL,
  DEVELOPER_EMAILS: developerEmails.join(','),
  FFF_RUN_DIR: runDir,
  // Every browser request comes from 127.0.0.1: lift the per-IP limits (per-address ones stay).
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_EMAIL_PER_IP: '1000',
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  LOG_LEVEL: 'warn',
  NO_COLOR: '1',
};
