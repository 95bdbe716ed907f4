import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { securityHeaders } from '../security-headers';

/** A response's headers, without the ones that differ per response. */
async function headersOf(app: express.Express): Promise<Record<string, unknown>> {
  const res = await request(app).get('/x');
  const { date: _date, etag: _etag, ...rest } = res.headers as Record<string, unknown>;
  return rest;
}

function appWith(middleware: express.RequestHandler): express.Express {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('securityHeaders', () => {
  it('when a response goes out, then it carries exactly the headers helmet() itself sets (and no X-Powered-By)', async () => {
    const fixed = await headersOf(appWith(securityHeaders()));
    expect(fixed).toEqual(await headersOf(appWith(helmet())));
    expect(fixed['content-security-policy']).toContain("default-src 'self'");
    expect(fixed['x-content-type-options']).toBe('nosniff');
    expect(fixed).not.toHaveProperty('x-powered-by');
  });
});
