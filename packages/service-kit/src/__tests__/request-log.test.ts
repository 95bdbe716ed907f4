import pino from 'pino';
import request from 'supertest';
import { createApp } from '../index';

function appLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = createApp({
    name: 'kit-request-log-test',
    logger,
    health: { ready: async () => true },
    configure(a) {
      a.get('/api/ok', (_req, res) => {
        res.json({ ok: true });
      });
      a.get('/api/boom', () => {
        throw new Error('boom');
      });
      a.get('/api/slow', (_req, res) => {
        setTimeout(() => res.json({ ok: true }), 300);
      });
    },
  });
  const requestLines = () => lines.filter((l) => typeof l.req === 'object');
  return { app, requestLines };
}

describe('request logs', () => {
  it('when a request succeeds at debug level, then one line carries its id, method, status and time', async () => {
    const { app, requestLines } = appLogging('debug');
    await request(app).get('/api/ok').set('x-request-id', 'req-ok-1').expect(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request completed',
        req: expect.objectContaining({ id: 'req-ok-1', method: 'GET', url: '/api/ok' }),
        res: expect.objectContaining({ statusCode: 200 }),
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('when services run at info, then successful requests and health checks write nothing', async () => {
    const { app, requestLines } = appLogging('info');
    await request(app).get('/api/ok').expect(200);
    await request(app).get('/healthz').expect(200);
    expect(requestLines()).toEqual([]);
  });

  it('when a request fails with a 500, then an error line carries the request id', async () => {
    const { app, requestLines } = appLogging('info');
    await request(app).get('/api/boom').set('x-request-id', 'req-boom-1').expect(500);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        req: expect.objectContaining({ id: 'req-boom-1' }),
        res: expect.objectContaining({ statusCode: 500 }),
      }),
    ]);
  });

  it('when the caller hangs up before the answer, then a warning says so (not an error of the service)', async () => {
    const { app, requestLines } = appLogging('info');
    await expect(
      request(app).get('/api/slow').set('x-request-id', 'req-gone-1').timeout(50),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request aborted',
        req: expect.objectContaining({ id: 'req-gone-1' }),
      }),
    ]);
  });

  it('when a request is refused with a 4xx, then it is logged at info', async () => {
    const { app, requestLines } = appLogging('info');
    await request(app).get('/api/missing').set('x-request-id', 'req-404-1').expect(404);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, req: expect.objectContaining({ id: 'req-404-1' }) }),
    ]);
  });

  it('when a request carries credentials and a client address, then none of them reaches the log line', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'debug', redact: ['req.headers.authorization'] },
      {
        write: (line: string) => void lines.push(line),
      },
    );
    const app = createApp({
      name: 'kit-request-log-redact',
      logger,
      health: { ready: async () => true },
      configure(a) {
        a.get('/api/ok', (_req, res) => {
          res.json({ ok: true });
        });
      },
    });
    await request(app)
      .get('/api/ok')
      .set('authorization', 'Bearer secret-token-value')
      .set('cookie', 'fff_refresh=secret-cookie-value')
      .set('x-forwarded-for', '203.0.113.77')
      .set('user-agent', 'Learner-Browser/1.0')
      .expect(200);
    for (const secret of ['secret-token-value', 'secret-cookie-value', '203.0.113.77', 'Learner-Browser'])
      expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).toContain('request completed');
  });
});
