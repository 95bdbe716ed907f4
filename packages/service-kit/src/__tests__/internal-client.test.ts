import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import {
  createApp,
  createInternalClient,
  createLogger,
  DependencyError,
  devInternalToken,
  internalGate,
} from '../index';

const CREDENTIALS = {
  identity: devInternalToken('identity'),
  learning: devInternalToken('learning'),
  social: devInternalToken('social'),
  renderer: devInternalToken('renderer'),
};
const AS_SOCIAL = { caller: 'social', token: CREDENTIALS.social } as const;
let server: Server;
let baseUrl: string;
const calls: Array<{ path: string; requestId?: string; key?: string }> = [];
let failuresLeft = 0;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use('/internal', internalGate(CREDENTIALS).anyCaller);
  app.use((req, res, next) => {
    calls.push({ path: req.path, requestId: req.get('x-request-id'), key: req.get('idempotency-key') });
    if (failuresLeft > 0) {
      failuresLeft--;
      res.status(503).json({ error: 'not_ready', message: 'later' });
      return;
    }
    next();
  });
  app.get('/internal/echo', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/internal/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/internal/slow', async (_req, res) => {
    await new Promise((r) => setTimeout(r, 500));
    res.json({ late: true });
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  failuresLeft = 0;
});

describe('createInternalClient', () => {
  it('when the receiver answers, then GET and POST return its JSON with the token sent', async () => {
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL });
    await expect(client.get('/internal/echo')).resolves.toEqual({ ok: true });
    await expect(client.post('/internal/echo', { a: 1 })).resolves.toEqual({ a: 1 });
  });

  it("when the token is not the caller's, then a DependencyError carries the 401", async () => {
    const client = createInternalClient({
      baseUrl,
      credential: { caller: 'social', token: CREDENTIALS.learning },
    });
    await expect(client.get('/internal/echo')).rejects.toMatchObject({
      name: 'DependencyError',
      status: 401,
    });
  });

  it('when a GET meets a 503 once, then it is retried and succeeds', async () => {
    failuresLeft = 1;
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL });
    await expect(client.get('/internal/echo')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('when a POST without idempotency key meets a 503, then it is not retried', async () => {
    failuresLeft = 1;
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL });
    await expect(client.post('/internal/echo', {})).rejects.toBeInstanceOf(DependencyError);
    expect(calls).toHaveLength(1);
  });

  it('when a POST carries an idempotency key, then it is retried with the same key', async () => {
    failuresLeft = 2;
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL, retries: 2 });
    await expect(client.post('/internal/echo', { b: 2 }, { idempotencyKey: 'op-1' })).resolves.toEqual({
      b: 2,
    });
    expect(calls.map((c) => c.key)).toEqual(['op-1', 'op-1', 'op-1']);
  });

  it('when a POST marked safe (a read) meets a 503 once, then it is retried without an idempotency key', async () => {
    failuresLeft = 1;
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL, retries: 1 });
    await expect(client.post('/internal/echo', { ids: ['a'] }, { safe: true })).resolves.toEqual({
      ids: ['a'],
    });
    expect(calls.map((c) => c.key)).toEqual([undefined, undefined]);
  });

  it('when the receiver is slower than the timeout, then a DependencyError says it timed out', async () => {
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL, timeoutMs: 100, retries: 0 });
    await expect(client.get('/internal/slow')).rejects.toThrow(/timed out/);
  });

  it('when nothing listens, then a DependencyError without status', async () => {
    const client = createInternalClient({ baseUrl: 'http://127.0.0.1:1', credential: AS_SOCIAL, retries: 1 });
    const err = await client.get('/internal/echo').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DependencyError);
    expect((err as DependencyError).status).toBeUndefined();
  });

  it('when called while handling a request, then that request id is forwarded', async () => {
    const client = createInternalClient({ baseUrl, credential: AS_SOCIAL });
    const app = createApp({
      name: 'kit-client-test',
      logger: createLogger('kit-client-test', 'silent'),
      health: { ready: async () => true },
      configure(a) {
        a.post('/api/relay', async (_req, res) => {
          res.json(await client.get('/internal/echo'));
        });
      },
    });
    await request(app).post('/api/relay').set('x-request-id', 'req-42').send({ x: 1 });
    expect(calls[0]?.requestId).toBe('req-42');
  });

  it('when calls follow one another, then they reuse one kept-alive connection', async () => {
    let connections = 0;
    const count = () => connections++;
    server.on('connection', count);
    try {
      const client = createInternalClient({ baseUrl, credential: AS_SOCIAL, service: 'echo' });
      for (let i = 0; i < 5; i++) await client.get('/internal/echo');
      expect(connections).toBeLessThanOrEqual(1);
    } finally {
      server.off('connection', count);
    }
  });
});
