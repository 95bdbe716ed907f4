import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { INTERNAL_CALLERS } from '@fff/contracts';
import { devInternalToken } from './dev-token';

// A production start refuses secrets an attacker could guess: missing, short, low-variety,
// copied from .env.example or the docs, or the development ones (the dev internal token, the key
// pair npm start generates under JWT_KEYS_DIR). Each problem names its setting.

/** Shortest INTERNAL_TOKEN_<CALLER> accepted in production (32 random hex characters = 128 bits). */
export const MIN_PRODUCTION_TOKEN_LENGTH = 32;

const PLACEHOLDER =
  /replace[-_ ]?me|change[-_ ]?me|changeit|placeholder|example|your[-_]|not[-_]for[-_]production|^dev[-_]|^test|^secret|^password|xxxxx|12345/i;

type SecretConfig = {
  INTERNAL_TOKEN_IDENTITY?: string;
  INTERNAL_TOKEN_LEARNING?: string;
  INTERNAL_TOKEN_SOCIAL?: string;
  INTERNAL_TOKEN_RENDERER?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_KEYS_DIR?: string;
};

function tokenIssue(token: string | undefined): string | undefined {
  if (token === undefined) return 'is required';
  if (INTERNAL_CALLERS.some((caller) => token === devInternalToken(caller)))
    return 'is a development token; generate a random one for production';
  if (token.length < MIN_PRODUCTION_TOKEN_LENGTH)
    return `must be at least ${MIN_PRODUCTION_TOKEN_LENGTH} characters in production`;
  if (PLACEHOLDER.test(token)) return 'looks like a placeholder; generate a random one for production';
  if (new Set(token).size < 10) return 'is too repetitive to be random; generate a random one for production';
  return undefined;
}

const pem = (text: string) => text.replace(/\\n/g, '\n').trim() + '\n';
const readKey = (value?: string, file?: string) => {
  if (value) return pem(value);
  if (file) return fs.existsSync(file) ? pem(fs.readFileSync(file, 'utf8')) : null;
  return undefined;
};
const spki = (key: crypto.KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

/** The development public key npm start generated, if there is one (never acceptable in production). */
function devPublicKey(dir: string | undefined): string | undefined {
  if (!dir) return undefined;
  try {
    return spki(crypto.createPublicKey(fs.readFileSync(path.join(dir, 'jwt-private.pem'), 'utf8')));
  } catch {
    return undefined;
  }
}

function keyIssues(config: SecretConfig): string[] {
  const issues: string[] = [];
  const publicPem = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE);
  const privatePem = readKey(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE);
  if (publicPem === null) issues.push('JWT_PUBLIC_KEY_FILE: file not found');
  if (privatePem === null) issues.push('JWT_PRIVATE_KEY_FILE: file not found');
  if (publicPem === undefined && privatePem === undefined)
    issues.push('JWT_PUBLIC_KEY: is required in production (or JWT_PUBLIC_KEY_FILE)');
  const dev = devPublicKey(config.JWT_KEYS_DIR);
  const check = (name: string, text: string | null | undefined, parse: (t: string) => crypto.KeyObject) => {
    if (!text) return;
    let key: crypto.KeyObject;
    try {
      key = parse(text);
    } catch {
      issues.push(`${name}: is not a PEM key (placeholder?); see .env.example for how to generate one`);
      return;
    }
    const pub = key.type === 'private' ? crypto.createPublicKey(key) : key;
    if (key.asymmetricKeyType !== 'ec' || pub.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
      issues.push(`${name}: must be a P-256 EC key (ES256)`);
    else if (dev && spki(pub) === dev) issues.push(`${name}: is the development key from JWT_KEYS_DIR`);
  };
  check(config.JWT_PUBLIC_KEY ? 'JWT_PUBLIC_KEY' : 'JWT_PUBLIC_KEY_FILE', publicPem, crypto.createPublicKey);
  check(
    config.JWT_PRIVATE_KEY ? 'JWT_PRIVATE_KEY' : 'JWT_PRIVATE_KEY_FILE',
    privatePem,
    crypto.createPrivateKey,
  );
  return issues;
}

/** VAPID (web push) keys, when configured: base64url of the right size, never a placeholder. */
function vapidIssues(env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const expect: [string, number][] = [
    ['VAPID_PUBLIC_KEY', 65],
    ['VAPID_PRIVATE_KEY', 32],
  ];
  for (const [name, bytes] of expect) {
    const value = env[name];
    if (value === undefined) continue;
    const ok = /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
    if (!ok || PLACEHOLDER.test(value))
      issues.push(`${name}: must be a generated VAPID key (base64url, ${bytes} bytes)`);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    issues.push('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return issues;
}

/**
 * Each internal caller's credential: present and strong, and its own: two callers sharing one
 * could each pass for the other, which is what per-caller credentials are there to prevent.
 */
function internalTokenIssues(config: SecretConfig, env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const seen = new Map<string, string>();
  for (const caller of INTERNAL_CALLERS) {
    const key = `INTERNAL_TOKEN_${caller.toUpperCase()}` as keyof SecretConfig;
    const token = config[key];
    const problem = tokenIssue(token);
    if (problem) issues.push(`${key}: ${problem}`);
    const twin = token === undefined ? undefined : seen.get(token);
    if (twin) issues.push(`${key}: is the same as ${twin}; each caller needs its own credential`);
    else if (token !== undefined) seen.set(token, key);
  }
  // The one shared token of earlier versions opens nothing now; say so rather than ignore it.
  if (env.INTERNAL_TOKEN !== undefined)
    issues.push(
      'INTERNAL_TOKEN: is no longer read; set INTERNAL_TOKEN_IDENTITY, _LEARNING, _SOCIAL and _RENDERER',
    );
  return issues;
}

/** Problems with the secrets of a production config, each starting with the setting's name. */
export function productionSecretIssues(
  config: SecretConfig,
  env: Record<string, string | undefined>,
): string[] {
  return [...internalTokenIssues(config, env), ...keyIssues(config), ...vapidIssues(env)];
}
