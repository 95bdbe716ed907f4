import mongoose from 'mongoose';
import { baseConfigSchema, ConfigError, createApp, databaseReady, runService } from '../index';

const schema = baseConfigSchema('social');
const env = { PORT: '0', EMBEDDED_MONGO_DIR: 'memory', LOG_LEVEL: 'silent', MONGO_DB: 'kit_run_test' };

describe('runService', () => {
  it('when config is valid, then it connects the embedded database, listens on a free port and stops cleanly', async () => {
    const service = await runService({
      name: 'kit-run-test',
      configSchema: schema,
      env,
      handleSignals: false,
      build: (config, { logger, db }) =>
        createApp({
          name: 'kit-run-test',
          logger,
          health: { ready: () => databaseReady(db.connection) },
          configure(app) {
            app.get('/api/db', async (_req, res) => {
              await db.connection.collection('things').insertOne({ n: 1 });
              res.json({
                db: db.connection.name,
                count: await db.connection.collection('things').countDocuments(),
              });
            });
          },
        }),
    });
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${service.url}/api/db`)).json()).toEqual({ db: 'kit_run_test', count: 1 });
    } finally {
      await service.stop();
    }
    expect(mongoose.connection.readyState).toBe(0);
    await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
  });

  it('when build hands workers with the app, then they start once it listens and stop on shutdown', async () => {
    const calls: string[] = [];
    const worker = (name: string) => ({
      start: () => void calls.push(`${name} start`),
      kick: () => void calls.push(`${name} kick`),
      stop: () => void calls.push(`${name} stop`),
      drain: async () => undefined,
    });
    const service = await runService({
      name: 'kit-run-test',
      configSchema: schema,
      env,
      handleSignals: false,
      build: (_config, { logger, db }) => {
        calls.push('build');
        const health = { ready: () => databaseReady(db.connection) };
        const app = createApp({ name: 'kit-run-test', logger, health, configure: () => undefined });
        return { app, workers: [worker('a'), worker('b')] };
      },
    });
    expect(calls).toEqual(['build', 'a start', 'a kick', 'b start', 'b kick']);
    await service.stop();
    expect(calls.slice(5)).toEqual(['a stop', 'b stop']);
  });

  it('when config is invalid, then it fails naming the key before building anything', async () => {
    const build = jest.fn();
    await expect(
      runService({
        name: 'kit-run-test',
        configSchema: schema,
        env: { ...env, PORT: '-1' },
        handleSignals: false,
        build,
      }),
    ).rejects.toThrow(ConfigError);
    await expect(
      runService({
        name: 'kit-run-test',
        configSchema: schema,
        env: { ...env, PORT: '-1' },
        handleSignals: false,
        build,
      }),
    ).rejects.toThrow(/PORT/);
    expect(build).not.toHaveBeenCalled();
  });

  it('when no database is connected, then readiness is false', async () => {
    expect(await databaseReady()).toBe(false);
  });
});
