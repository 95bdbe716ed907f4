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

/** Keys from the file, made once (mode 0600) when it does not exist yet: the embedded default only. */
function devKeys(file: string): { publicKey: string; privateKey: string } {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process made it first: use theirs, so every replica signs with one pair.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(fs.readFileSync(file, 'utf8'));
    throw err;
  }
  return keys;
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
