import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { IdentityConfig } from '../config';

/** The VAPID identity this service signs push requests with (RFC 8292). */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const keysFile = (config: IdentityConfig) =>
  config.VAPID_KEYS_FILE ?? path.join(config.JWT_KEYS_DIR, 'vapid.json');

function readKeys(file: string): { publicKey: string; privateKey: string } {
  const keys = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof keys?.publicKey !== 'string' || typeof keys?.privateKey !== 'string')
    throw new Error(`${file} does not hold VAPID keys; delete it to generate a new pair`);
  return keys;
}

/**
 * Keys from the file, made once (mode 0600) when it does not exist yet: the embedded default only.
 * Written to a temporary file and linked into place, so a second process never reads it half-written,
 * and whoever links first wins (every replica and test worker signs with one pair).
 */
function devKeys(file: string): { publicKey: string; privateKey: string } {
  if (fs.existsSync(file)) return readKeys(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readKeys(file);
}

/** mailto: of MAIL_FROM's address when VAPID_SUBJECT is unset. */
function defaultSubject(config: IdentityConfig): string {
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * VAPID keys from configuration (required in production, see config.ts), else the pair generated once
 * under .data/ (JWT_KEYS_DIR) so subscriptions stay valid across restarts.
 */
export function loadVapidDetails(config: IdentityConfig): VapidDetails {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : devKeys(keysFile(config));
  return { ...keys, subject: config.VAPID_SUBJECT ?? defaultSubject(config) };
}
