import { z } from 'zod';
import { baseConfigSchema, ConfigError, devInternalToken, loadConfig } from '../index';
import { makeTestKeys, productionInternalTokens } from '../testing';

const schema = baseConfigSchema('learning', '/repo').extend({
  FEATURE_LIMIT: z.coerce.number().int().min(1),
});

describe('loadConfig', () => {
  it('when only required keys are given, then per-service and dev defaults apply', () => {
    const config = loadConfig(schema, { FEATURE_LIMIT: '3' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4002,
      HOST: '127.0.0.1',
      MONGO_DB: 'learning',
      EMBEDDED_MONGO_DIR: '/repo/.data/mongo/learning',
      JWT_KEYS_DIR: '/repo/.data/keys',
      INTERNAL_TOKEN_IDENTITY: devInternalToken('identity'),
      INTERNAL_TOKEN_RENDERER: devInternalToken('renderer'),
      BODY_LIMIT: '100kb',
      IDENTITY_URL: 'http://127.0.0.1:4001',
      LEARNING_URL: 'http://127.0.0.1:4002',
      SOCIAL_URL: 'http://127.0.0.1:4003',
      FEATURE_LIMIT: 3,
    });
    expect(config.MONGO_URL).toBeUndefined();
  });

  it("when NODE_ENV is production, then HOST defaults to 0.0.0.0 and each caller's token is required", () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', FEATURE_LIMIT: '1' })).toThrow(
      /INTERNAL_TOKEN_LEARNING: is required/,
    );
    const config = loadConfig(schema, {
      NODE_ENV: 'production',
      FEATURE_LIMIT: '1',
      ...productionInternalTokens(),
      JWT_PUBLIC_KEY: makeTestKeys().publicKey,
    });
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('when several keys are bad, then the error names each of them', () => {
    let error: unknown;
    try {
      loadConfig(schema, { PORT: 'eighty', MONGO_URL: 'http://nope', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'MONGO_URL', 'LOG_LEVEL', 'FEATURE_LIMIT']) expect(message).toContain(key);
  });

  it('when a key is set to an empty string, then it counts as unset', () => {
    const config = loadConfig(schema, { FEATURE_LIMIT: '2', MONGO_URL: '', PORT: '' });
    expect(config.MONGO_URL).toBeUndefined();
    expect(config.PORT).toBe(4002);
  });

  it('when PORT is 0, then it is accepted (tests ask for a free port)', () => {
    expect(loadConfig(schema, { FEATURE_LIMIT: '2', PORT: '0' }).PORT).toBe(0);
  });
});
