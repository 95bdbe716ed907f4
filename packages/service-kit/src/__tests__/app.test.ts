import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { conflict, createApp, createLogger, validate } from '../index';
import { parsed } from '../validate';

const querySchema = z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1') });
const bodySchema = z.object({ name: z.string().min(3, 'Name must be at least 3 characters') });

// Reached directly by default (supertest's peer is the loopback; trusting nothing makes it a stranger);
// `trustProxy: 'loopback'` makes the test's peer the gateway.
function buildApp(ready = true, trustProxy = 'none') {
  return createApp({
    name: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    health: { ready: async () => ready },
    bodyLimit: '1kb',
    trustProxy,
    configure(app) {
      const router = express.Router();
      router.get('/items', validate({ query: querySchema }), (_req, res) => {
        res.json({ page: parsed(res, 'query', querySchema).page });
      });
      router.post('/items', validate({ body: bodySchema }), (req, res) => {
        res.status(201).json(req.body);
      });
      router.get('/boom', async () => {
        throw new Error('secret database detail');
      });
      router.get('/taken', () => {
        throw conflict('That name is taken.');
      });
      app.use('/api', router);
      app.get('/internal/ping', (_req, res) => {
        res.json({ ok: true });
      });
    },
  });
}

describe('createApp', () => {
  it('when a route throws an AppError, then the envelope carries its code, status and message', async () => {
    const res = await request(buildApp()).get('/api/taken');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'That name is taken.' });
  });

  it('when an async route throws a plain error, then a generic 500 is answered without the detail or a stack', async () => {
    const res = await request(buildApp()).get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
    expect(res.text).not.toContain('secret');
  });

  it('when validation fails, then 400 with the first issue message', async () => {
    const res = await request(buildApp()).post('/api/items').send({ name: 'ab' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'Name must be at least 3 characters' });
  });

  it('when the body has unknown keys, then they are stripped', async () => {
    const res = await request(buildApp()).post('/api/items').send({ name: 'abc', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'abc' });
  });

  it('when a query is valid, then the handler reads the parsed (coerced) value', async () => {
    const res = await request(buildApp()).get('/api/items?page=2');
    expect(res.body).toEqual({ page: 2 });
    const bad = await request(buildApp()).get('/api/items?page=0');
    expect(bad.body).toEqual({ error: 'validation', message: 'Page must be at least 1' });
  });

  it('when the gateway sends x-request-id, then it is echoed; otherwise one is made', async () => {
    const given = await request(buildApp()).get('/healthz').set('x-request-id', 'gw-123');
    expect(given.headers['x-request-id']).toBe('gw-123');
    const made = await request(buildApp()).get('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the database is unreachable, then /readyz is 503 JSON while /healthz stays 200', async () => {
    expect((await request(buildApp(false)).get('/readyz')).status).toBe(503);
    expect((await request(buildApp(false)).get('/healthz')).status).toBe(200);
    expect((await request(buildApp(true)).get('/readyz')).status).toBe(200);
  });

  it('when /metrics is scraped, then it lists the http histogram and default metrics', async () => {
    const app = buildApp();
    await request(app).get('/api/items?page=1');
    const res = await request(app).get('/metrics');
    expect(res.text).toContain('http_request_duration_seconds_bucket');
    expect(res.text).toContain('route="/api/items"');
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });

  it('when answering, then helmet security headers are set', async () => {
    const res = await request(buildApp()).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when the gateway asks, then the headers it replaces with its own are left out', async () => {
    const res = await request(buildApp(true, 'loopback'))
      .get('/api/items?page=1')
      .set('x-request-id', 'gw-1');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it('when answering another service on /internal, then the browser-only security headers are left out', async () => {
    const app = buildApp();
    const internal = await request(app).get('/internal/ping').expect(200);
    expect(internal.headers['content-security-policy']).toBeUndefined();
    expect(internal.headers['x-request-id']).toBeDefined();
    const api = await request(app).get('/api/items?page=1').expect(200);
    expect(api.headers['content-security-policy']).toBeDefined();
  });
});
