import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@fff/service-kit';
import { identityConfigSchema } from '../../config';
import { loadVapidDetails } from '../vapid';

describe('VAPID keys', () => {
  it('when none are configured, then a pair is generated once into the keys folder and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-vapid-'));
    const config = loadConfig(identityConfigSchema, { JWT_KEYS_DIR: dir, LOG_LEVEL: 'silent' });
    const first = loadVapidDetails(config);
    const again = loadVapidDetails(config);
    expect(again).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:no-reply@fromforktoflame.local');
    expect(fs.statSync(path.join(dir, 'vapid.json')).mode & 0o077).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(['vapid.json']);
  });

  it('when keys are configured, then they are used as given', () => {
    const config = loadConfig(identityConfigSchema, {
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://fromforktoflame.example/contact',
    });
    expect(loadVapidDetails(config)).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'https://fromforktoflame.example/contact',
    });
  });
});
