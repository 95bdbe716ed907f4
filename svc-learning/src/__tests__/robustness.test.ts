import request from 'supertest';
import { testApp } from './test-app';

// No database needed: these requests are rejected before any route touches it.
describe('svc-learning edge handling', () => {
  const { app } = testApp({ BODY_LIMIT: '1kb' });

  it('when the body is malformed JSON, then 400 invalid_json without a stack', async () => {
    const res = await request(app)
      .post('/internal/progression/batch')
      .set('content-type', 'application/json')
      .send('{"userIds": [');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: expect.any(String) });
    expect(res.text).not.toMatch(/at .*\.ts/);
  });

  it('when the body is larger than BODY_LIMIT, then 413 JSON', async () => {
    const res = await request(app)
      .post('/internal/progression/batch')
      .send({ userIds: ['a'.repeat(2000)] });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it('when a path does not exist, then 404 JSON', async () => {
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('when the health endpoint is asked, then it answers without a database', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(503);
  });
});
