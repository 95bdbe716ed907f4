import { makeTestKeys, signTestToken } from '@fff/service-kit';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { testApp } from './test-app';

// No database needed: these requests are rejected before any route reads it.
describe('svc-social edge handling', () => {
  const { app, keys } = testApp({ BODY_LIMIT: '1kb' });
  const token = signTestToken(keys);

  it('when the body is malformed JSON, then 400 invalid_json', async () => {
    const res = await request(app)
      .post('/api/league/join-crew')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/json')
      .send('{"crewId": }');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('when the body is larger than BODY_LIMIT, then 413 JSON', async () => {
    const res = await request(app)
      .post('/api/league/join-crew')
      .send({ crewId: 'x'.repeat(3000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it.each([
    ['garbage', 'Bearer abc.def.ghi'],
    ['expired', `Bearer ${signTestToken(keys, {}, -60)}`],
    ['signed by a stranger', `Bearer ${signTestToken(makeTestKeys())}`],
    [
      'HS256 with the public key as secret',
      `Bearer ${jwt.sign({ sub: 'u', sid: 's', username: 'x', isDeveloper: true }, keys.publicKey, { algorithm: 'HS256', issuer: 'fff-identity', audience: 'fff' })}`,
    ],
    ['not a bearer', 'Basic dXNlcjpwYXNz'],
  ])('when the token is %s, then 401 JSON', async (_case, header) => {
    const res = await request(app).get('/api/league/current').set('authorization', header);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please sign in again.' });
  });

  it('when /internal is called without the token, then 401 JSON', async () => {
    const res = await request(app).get('/internal/anything');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});
