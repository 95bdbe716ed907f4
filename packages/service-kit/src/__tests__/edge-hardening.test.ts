import express from 'express';
import request from 'supertest';
import { createApp, createLogger } from '../index';
import { parseTrustedProxies, trustGatewayHop } from '../trusted-proxy';

function buildApp(trustProxy?: string) {
  return createApp({
    name: 'kit-edge-test',
    logger: createLogger('kit-edge-test', 'silent'),
    health: { ready: async () => true },
    trustProxy,
    configure(app) {
      const router = express.Router();
      router.get('/whoami', (req, res) => {
        res.json({ ip: req.ip });
      });
      router.get('/:anything', (_req, res) => {
        res.json({ reached: true });
      });
      app.use('/api', router);
      app.use('/internal', (_req, res) => {
        res.json({ internal: true });
      });
    },
  });
}

describe('hostile paths at the service', () => {
  it.each([
    '/internal/%2e%2e/api/x',
    '/api/%2e%2e/internal/x',
    '/api/a%2finternal',
    '/api/a%5c..',
    '/api//x',
    '/api/./x',
    '/api/x/..',
    '/api/%00',
    // Escapes that are not UTF-8: the router's parameter decoding threw, and the service answered 500.
    '/api/%FF',
    '/api/%C0%AE%C0%AE',
  ])('when %s arrives, then 400 JSON and no router sees it', async (path) => {
    const res = await request(buildApp()).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'That address is not valid.' });
  });

  it('when only the query string carries dots or encoded slashes, then the route answers', async () => {
    const res = await request(buildApp()).get('/api/ok?next=/a/../b&q=%2f');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reached: true });
  });
});

describe('trusted proxies', () => {
  it('when a client behind the gateway prepends a forged X-Forwarded-For, then req.ip is what the gateway saw', async () => {
    // supertest connects from 127.0.0.1 (the "gateway"); the gateway appended the client's real address last.
    const res = await request(buildApp('loopback'))
      .get('/api/whoami')
      .set('x-forwarded-for', '203.0.113.9, 127.0.0.1');
    expect(res.body.ip).toBe('127.0.0.1');
  });

  it('when the gateway forwards a public client, then that address is req.ip', async () => {
    const res = await request(buildApp('loopback')).get('/api/whoami').set('x-forwarded-for', '198.51.100.7');
    expect(res.body.ip).toBe('198.51.100.7');
  });

  it('when the peer is not a configured gateway, then X-Forwarded-For is ignored', async () => {
    const res = await request(buildApp('10.0.0.5')).get('/api/whoami').set('x-forwarded-for', '198.51.100.7');
    expect(res.body.ip).toMatch(/127\.0\.0\.1$/);
  });

  it('when TRUST_PROXY lists CIDRs and presets, then only hop 0 inside them is trusted', () => {
    const trust = trustGatewayHop('172.18.0.0/16, loopback');
    expect(trust('172.18.0.4', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('172.18.0.4', 1)).toBe(false);
    expect(trust('10.1.1.1', 0)).toBe(false);
    expect(trustGatewayHop('none')('127.0.0.1', 0)).toBe(false);
    // The caller hung up before the address was read (a renderer's call it cancelled).
    expect(trust(undefined, 0)).toBe(false);
    expect(() => parseTrustedProxies('gateway.local')).toThrow(/not an address/);
  });
});

describe('request logs', () => {
  it('when a request carries a token in its query string, then the log line has the key but not the value', async () => {
    const lines: string[] = [];
    const pino = (await import('pino')).default;
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const app = createApp({
      name: 'kit-log-test',
      logger,
      health: { ready: async () => true },
      configure(a) {
        a.get('/api/auth/verify-email', (_req, res) => {
          res.json({ ok: true });
        });
        a.get('/api/boom', () => {
          throw new Error('boom');
        });
      },
    });
    await request(app).get('/api/auth/verify-email?token=s3cr3t-one-time-token&x=1').expect(200);
    await request(app).get('/api/boom?token=s3cr3t-one-time-token').expect(500);
    const text = lines.join('\n');
    expect(text).toContain('/api/auth/verify-email?token=[redacted]&x=[redacted]');
    expect(text).toContain('/api/boom?token=[redacted]');
    expect(text).not.toContain('s3cr3t-one-time-token');
  });
});
