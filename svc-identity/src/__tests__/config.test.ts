import { loadConfig } from '@fff/service-kit';
import { makeTestKeys, productionInternalTokens } from '@fff/service-kit/testing';
import webpush from 'web-push';
import { identityConfigSchema } from '../config';

describe('svc-identity config', () => {
  it('when nothing is set, then it listens on 4001 with database "identity"', () => {
    expect(loadConfig(identityConfigSchema, {})).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'identity',
      HOST: '127.0.0.1',
    });
  });

  it('when production lacks INTERNAL_TOKEN_IDENTITY and MONGO_DB is bad, then the error names both keys', () => {
    expect(() => loadConfig(identityConfigSchema, { NODE_ENV: 'production', MONGO_DB: 'a/b' })).toThrow(
      /MONGO_DB.*INTERNAL_TOKEN_IDENTITY|INTERNAL_TOKEN_IDENTITY.*MONGO_DB/,
    );
  });

  it('when REFRESH_REUSE_GRACE_SECONDS is unset, 0 or negative, then 30, 0 (off) or an error naming it', () => {
    expect(loadConfig(identityConfigSchema, {}).REFRESH_REUSE_GRACE_SECONDS).toBe(30);
    expect(
      loadConfig(identityConfigSchema, { REFRESH_REUSE_GRACE_SECONDS: '0' }).REFRESH_REUSE_GRACE_SECONDS,
    ).toBe(0);
    expect(() => loadConfig(identityConfigSchema, { REFRESH_REUSE_GRACE_SECONDS: '-5' })).toThrow(
      /REFRESH_REUSE_GRACE_SECONDS/,
    );
  });
});

describe('svc-identity config in production', () => {
  const vapid = webpush.generateVAPIDKeys();
  const production = {
    NODE_ENV: 'production',
    ...productionInternalTokens(),
    JWT_PRIVATE_KEY: makeTestKeys().privateKey,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };

  it('when SMTP_HOST is missing in production, then the start is refused naming SMTP_HOST', () => {
    expect(() => loadConfig(identityConfigSchema, production)).toThrow(
      /SMTP_HOST: is required in production/,
    );
  });

  it('when production lacks the internal token, the JWT key, SMTP and VAPID, then one message names them all', () => {
    const start = () => loadConfig(identityConfigSchema, { NODE_ENV: 'production' });
    for (const setting of [
      'INTERNAL_TOKEN_IDENTITY',
      'INTERNAL_TOKEN_RENDERER',
      'JWT_PUBLIC_KEY',
      'SMTP_HOST',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ])
      expect(start).toThrow(new RegExp(`${setting}: is required`));
  });

  it('when SMTP_HOST is set in production, then the config loads', () => {
    expect(loadConfig(identityConfigSchema, { ...production, SMTP_HOST: 'smtp.example.org' }).SMTP_HOST).toBe(
      'smtp.example.org',
    );
  });

  it('when VAPID keys are missing in production or a test push host is allowed, then the start is refused naming them', () => {
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...noVapid } = production;
    expect(() => loadConfig(identityConfigSchema, { ...noVapid, SMTP_HOST: 'smtp.example.org' })).toThrow(
      /VAPID_PUBLIC_KEY: is required in production/,
    );
    expect(() =>
      loadConfig(identityConfigSchema, {
        ...production,
        SMTP_HOST: 'smtp.example.org',
        PUSH_TEST_HOSTS: '127.0.0.1:9',
      }),
    ).toThrow(/PUSH_TEST_HOSTS/);
  });

  it('when outside production without SMTP, then the file outbox stays the default', () => {
    expect(loadConfig(identityConfigSchema, {}).SMTP_HOST).toBeUndefined();
  });
});
