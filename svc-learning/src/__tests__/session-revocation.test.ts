import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { devInternalToken } from '@fff/service-kit';
import { signTestToken } from '@fff/service-kit/testing';
import request from 'supertest';
import { testApp } from './test-app';
import { useLearningDatabase } from './use-test-app';

useLearningDatabase();

// A stand-in identity answering GET /internal/sessions/:sid from a set of ended sessions.
const ended = new Set<string>();
let asked = 0;
const identity = http.createServer((req, res) => {
  asked += 1;
  const sid = /^\/internal\/sessions\/([a-f0-9]{24})$/.exec(req.url ?? '')?.[1];
  // Learning asks as itself, with its own credential.
  const authorised =
    req.headers['x-internal-caller'] === 'learning' &&
    req.headers['x-internal-token'] === devInternalToken('learning');
  res.writeHead(sid && authorised ? 200 : 404, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(sid && authorised ? { active: !ended.has(sid) } : { error: 'not_found', message: 'x' }),
  );
});
let identityUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => identity.listen(0, '127.0.0.1', r));
  identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => identity.close(r)));

const sid = () => Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24);

describe('session revocation seen by learning', () => {
  it('when identity says the session ended, then a still-unexpired token gets 401 session_revoked within the cache time', async () => {
    const { app, keys } = testApp({ IDENTITY_URL: identityUrl, SESSION_CHECK_MS: '300' });
    const sessionId = sid();
    const token = `Bearer ${signTestToken(keys, { sessionId })}`;
    await request(app).get('/api/hearts').set('authorization', token).expect(200);
    ended.add(sessionId);
    await new Promise((r) => setTimeout(r, 350));
    const res = await request(app).get('/api/hearts').set('authorization', token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'session_revoked', message: 'Please sign in again.' });
  });

  it('when the answer is cached, then identity is asked once per session per cache time', async () => {
    const { app, keys } = testApp({ IDENTITY_URL: identityUrl, SESSION_CHECK_MS: '10000' });
    const token = `Bearer ${signTestToken(keys, { sessionId: sid() })}`;
    const before = asked;
    for (let i = 0; i < 5; i++) await request(app).get('/api/hearts').set('authorization', token).expect(200);
    expect(asked - before).toBe(1);
  });

  it('when identity is unreachable, then the signature decides for a read (learning keeps showing)', async () => {
    const { app, keys } = testApp({ IDENTITY_URL: 'http://127.0.0.1:9', SESSION_CHECK_MS: '1000' });
    await request(app)
      .get('/api/hearts')
      .set('authorization', `Bearer ${signTestToken(keys, { sessionId: sid() })}`)
      .expect(200);
  });

  it('when the session ended after a cached check, then the next write gets 401 at once, not after the cache time', async () => {
    const { app, keys } = testApp({ IDENTITY_URL: identityUrl, SESSION_CHECK_MS: '60000' });
    const sessionId = sid();
    const token = `Bearer ${signTestToken(keys, { sessionId })}`;
    await request(app).get('/api/hearts').set('authorization', token).expect(200);
    ended.add(sessionId);
    const res = await request(app).post('/api/hearts/lose').set('authorization', token);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('session_revoked');
  });

  it('when identity is unreachable, then a write is refused with 503 (fail closed) while reads still work', async () => {
    const { app, keys } = testApp({ IDENTITY_URL: 'http://127.0.0.1:9', SESSION_CHECK_MS: '60000' });
    const token = `Bearer ${signTestToken(keys, { sessionId: sid() })}`;
    await request(app).get('/api/hearts').set('authorization', token).expect(200);
    const res = await request(app).post('/api/hearts/lose').set('authorization', token);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('dependency_unavailable');
  });
});
