import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseConfigSchema, devInternalToken, loadConfig, loadJwtKeys } from '../index';
import { makeTestKeys, productionInternalTokens } from '../testing';

const schema = baseConfigSchema('social', '/repo');
const goodToken = () => crypto.randomBytes(32).toString('hex');
const keys = makeTestKeys();
const oneLine = (pem: string) => pem.trim().split('\n').join('\\n');

function production(env: Record<string, string>) {
  return () =>
    loadConfig(schema, {
      NODE_ENV: 'production',
      ...productionInternalTokens(),
      JWT_PUBLIC_KEY: keys.publicKey,
      ...env,
    });
}

describe('production refuses unsafe secrets', () => {
  it('when the secrets are random and the key is a P-256 key, then the config loads', () => {
    expect(production({})()).toMatchObject({ NODE_ENV: 'production' });
    expect(production({ JWT_PUBLIC_KEY: oneLine(keys.publicKey) })()).toMatchObject({
      NODE_ENV: 'production',
    });
  });

  it.each([
    ['a development token', devInternalToken('renderer'), /INTERNAL_TOKEN_RENDERER: is a development token/],
    [
      'the .env.example placeholder',
      'replace-me-with-a-long-random-secret',
      /INTERNAL_TOKEN_RENDERER: .*placeholder/,
    ],
    ['a short token', 'a8f3k2m9q1w7e5r4t6', /INTERNAL_TOKEN_RENDERER: must be at least 32 characters/],
    ['a repetitive token', 'ab'.repeat(20), /INTERNAL_TOKEN_RENDERER: is too repetitive/],
    [
      'a "changeme" token',
      'changeme-0123456789abcdefghijklmnopqrstuv',
      /INTERNAL_TOKEN_RENDERER: .*placeholder/,
    ],
  ])("when a caller's token is %s, then the start is refused naming it", (_what, token, message) => {
    expect(production({ INTERNAL_TOKEN_RENDERER: token })).toThrow(message);
  });

  it("when a caller's token is missing, then the start is refused naming it", () => {
    const { INTERNAL_TOKEN_SOCIAL: _missing, ...others } = productionInternalTokens();
    expect(() =>
      loadConfig(schema, { NODE_ENV: 'production', JWT_PUBLIC_KEY: keys.publicKey, ...others }),
    ).toThrow(/INTERNAL_TOKEN_SOCIAL: is required/);
  });

  it('when two callers share one credential, then the start is refused naming both', () => {
    const shared = goodToken();
    expect(production({ INTERNAL_TOKEN_LEARNING: shared, INTERNAL_TOKEN_RENDERER: shared })).toThrow(
      'INTERNAL_TOKEN_RENDERER: is the same as INTERNAL_TOKEN_LEARNING; each caller needs its own credential',
    );
  });

  it('when the old shared INTERNAL_TOKEN is still set, then the start is refused saying what replaced it', () => {
    expect(production({ INTERNAL_TOKEN: goodToken() })).toThrow(/INTERNAL_TOKEN: is no longer read/);
  });

  it('when no JWT key is configured, then the start is refused naming JWT_PUBLIC_KEY', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', ...productionInternalTokens() })).toThrow(
      /JWT_PUBLIC_KEY: is required in production/,
    );
  });

  it.each([
    ['JWT_PUBLIC_KEY', 'replace-me', /JWT_PUBLIC_KEY: is not a PEM key/],
    ['JWT_PRIVATE_KEY', 'replace-me', /JWT_PRIVATE_KEY: is not a PEM key/],
    ['JWT_PUBLIC_KEY_FILE', '/nonexistent/jwt.pem', /JWT_PUBLIC_KEY_FILE: file not found/],
  ])('when %s is %s, then the start is refused naming it', (key, value, message) => {
    // An empty JWT_PUBLIC_KEY counts as unset, so the file (or the private key) is what is checked.
    expect(production({ JWT_PUBLIC_KEY: '', [key]: value })).toThrow(message);
  });

  it('when the key is not P-256, then the start is refused (tokens are ES256)', () => {
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(production({ JWT_PUBLIC_KEY: pem })).toThrow(/JWT_PUBLIC_KEY: must be a P-256 EC key/);
  });

  it('when the key is the development pair npm start generated, then the start is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-dev-keys-'));
    try {
      const dev = loadJwtKeys({ NODE_ENV: 'development', JWT_KEYS_DIR: dir }, { needPrivate: true });
      expect(production({ JWT_KEYS_DIR: dir, JWT_PUBLIC_KEY: dev.publicKey })).toThrow(
        /JWT_PUBLIC_KEY: is the development key/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when VAPID keys are configured, then placeholders and half pairs are refused', () => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const vapid = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
    };
    expect(production(vapid)()).toMatchObject({ NODE_ENV: 'production' });
    expect(production({ ...vapid, VAPID_PRIVATE_KEY: 'replace-me' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(production({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/set together/);
  });

  it('when outside production, then each caller gets its own development token', () => {
    const config = loadConfig(schema, {});
    expect(config.INTERNAL_TOKEN_SOCIAL).toBe(devInternalToken('social'));
    expect(config.INTERNAL_TOKEN_RENDERER).toBe(devInternalToken('renderer'));
    expect(config.INTERNAL_TOKEN_SOCIAL).not.toBe(config.INTERNAL_TOKEN_RENDERER);
  });
});

describe('production names every problem at once', () => {
  it('when the token is missing, no JWT key is set and a VAPID key is a placeholder, then one message names all three', () => {
    const start = () =>
      loadConfig(schema, { NODE_ENV: 'production', VAPID_PUBLIC_KEY: 'replace-me', VAPID_PRIVATE_KEY: 'x' });
    expect(start).toThrow(/INTERNAL_TOKEN_IDENTITY: is required/);
    expect(start).toThrow(/INTERNAL_TOKEN_RENDERER: is required/);
    expect(start).toThrow(/JWT_PUBLIC_KEY: is required in production/);
    expect(start).toThrow(/VAPID_PUBLIC_KEY: must be a generated VAPID key/);
  });

  it('when a setting fails both the schema and the secret checks, then it is named once', () => {
    const start = () =>
      loadConfig(schema, {
        NODE_ENV: 'production',
        ...productionInternalTokens(),
        INTERNAL_TOKEN_SOCIAL: 'short',
        JWT_PUBLIC_KEY: 'replace-me',
      });
    expect(start).toThrow(
      'Invalid configuration: INTERNAL_TOKEN_SOCIAL: must be at least 16 characters; JWT_PUBLIC_KEY: is not a PEM key',
    );
  });
});
