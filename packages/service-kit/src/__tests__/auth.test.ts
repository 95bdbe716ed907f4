import crypto from 'node:crypto';
import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  authOf,
  createApp,
  createLogger,
  makeTestKeys,
  maybeAuthOf,
  optionalAuth,
  requireAuth,
  requireInternal,
  signTestToken,
} from '../index';

const keys = makeTestKeys();

const app = createApp({
  name: 'kit-auth-test',
  logger: createLogger('kit-auth-test', 'silent'),
  health: { ready: async () => true },
  configure(a) {
    a.get('/api/me', requireAuth(keys.publicKey), (_req, res) => {
      res.json(authOf(res));
    });
    a.get('/api/maybe', optionalAuth(keys.publicKey), (_req, res) => {
      res.json({ userId: maybeAuthOf(res)?.userId ?? null });
    });
    const internal = express.Router();
    internal.use(requireInternal('s'.repeat(24)));
    internal.get('/ping', (_req, res) => {
      res.json({ ok: true });
    });
    a.use('/internal', internal);
  },
});

const claims = { sid: 'session-1', username: 'cook', isDeveloper: false };
const unauthorizedBody = { error: 'unauthorized', message: 'Please sign in again.' };

describe('requireAuth', () => {
  it('when the token is valid, then the claims reach the route', async () => {
    const token = signTestToken(keys, { userId: 'u1', sessionId: 's1', username: 'cook', isDeveloper: true });
    const res = await request(app).get('/api/me').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'u1', sessionId: 's1', username: 'cook', isDeveloper: true });
  });

  it.each([
    ['no header', () => undefined],
    ['garbage', () => 'Bearer not-a-jwt'],
    ['expired', () => `Bearer ${signTestToken(keys, {}, -10)}`],
    ['signed by another key', () => `Bearer ${signTestToken(makeTestKeys())}`],
    [
      'HS256 with the public key as secret',
      () =>
        `Bearer ${jwt.sign({ ...claims, sub: 'u1' }, keys.publicKey, { algorithm: 'HS256', issuer: 'fff-identity', audience: 'fff' })}`,
    ],
    [
      'alg none',
      () =>
        `Bearer ${jwt.sign({ ...claims, sub: 'u1' }, '', { algorithm: 'none', issuer: 'fff-identity', audience: 'fff' })}`,
    ],
    [
      'wrong audience',
      () =>
        `Bearer ${jwt.sign({ ...claims, sub: 'u1' }, keys.privateKey, { algorithm: 'ES256', issuer: 'fff-identity', audience: 'other' })}`,
    ],
    [
      'missing claims',
      () =>
        `Bearer ${jwt.sign({ sub: 'u1' }, keys.privateKey, { algorithm: 'ES256', issuer: 'fff-identity', audience: 'fff' })}`,
    ],
  ])('when the token is %s, then 401 JSON', async (_name, header) => {
    const req = request(app).get('/api/me');
    const value = header();
    if (value) req.set('authorization', value);
    const res = await req;
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorizedBody);
  });

  it('when optionalAuth sees no or a bad token, then the caller is anonymous', async () => {
    expect((await request(app).get('/api/maybe')).body).toEqual({ userId: null });
    expect((await request(app).get('/api/maybe').set('authorization', 'Bearer x')).body).toEqual({
      userId: null,
    });
    const token = signTestToken(keys, { userId: 'u9' });
    expect((await request(app).get('/api/maybe').set('authorization', `Bearer ${token}`)).body).toEqual({
      userId: 'u9',
    });
  });
});

describe('requireInternal', () => {
  it('when the token header is missing, then 401; when wrong, then 403; when right, then through', async () => {
    expect((await request(app).get('/internal/ping')).status).toBe(401);
    const wrong = await request(app).get('/internal/ping').set('x-internal-token', crypto.randomUUID());
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('forbidden');
    const right = await request(app).get('/internal/ping').set('x-internal-token', 's'.repeat(24));
    expect(right.body).toEqual({ ok: true });
  });
});
