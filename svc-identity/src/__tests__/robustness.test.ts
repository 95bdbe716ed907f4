import { signTestToken, makeTestKeys } from '@fff/service-kit';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { testApp } from './test-app';

// No database needed: these requests are rejected before any route reads it.
describe('svc-identity edge handling', () => {
  const { app, keys } = testApp({ BODY_LIMIT: '1kb' });

  it('when the body is malformed JSON, then 400 invalid_json', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('when the body is larger than BODY_LIMIT, then 413 JSON', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: 'a'.repeat(4000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it.each([
    ['garbage', 'Bearer abc.def.ghi'],
    ['expired', `Bearer ${signTestToken(keys, {}, -60)}`],
    ['signed by a stranger', `Bearer ${signTestToken(makeTestKeys())}`],
    [
      'HS256 (wrong algorithm)',
      `Bearer ${jwt.sign({ sub: 'u', sid: 's', username: 'x', isDeveloper: true }, 'secret', { algorithm: 'HS256', issuer: 'fff-identity', audience: 'fff' })}`,
    ],
  ])('when the token is %s, then no 500 and a JSON envelope', async (_case, header) => {
    const res = await request(app).get('/api/auth/nothing-here').set('authorization', header);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it('when /internal is called without or with a wrong token, then 401 or 403 JSON', async () => {
    const missing = await request(app).get('/internal/anything');
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('unauthorized');
    const wrong = await request(app)
      .get('/internal/anything')
      .set('x-internal-token', 'wrong-wrong-wrong-wrong');
    expect(wrong.status).toBe(403);
  });
});
