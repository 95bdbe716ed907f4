import request from 'supertest';
import {
  authOf,
  createApp,
  createLogger,
  maybeAuthOf,
  optionalAuth,
  requireAuth,
  verifyAccessToken,
} from '../index';
import { makeTestKeys, rejectedAuthorizations, signTestToken } from '../testing';

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
  },
});

describe('requireAuth', () => {
  it('when the token is valid, then the claims reach the route', async () => {
    const token = signTestToken(keys, { userId: 'u1', sessionId: 's1', username: 'cook', isDeveloper: true });
    const res = await request(app).get('/api/me').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'u1', sessionId: 's1', username: 'cook', isDeveloper: true });
  });

  it("when the token carries the account's time zone, then the route reads it as timeZone", async () => {
    const claims = { userId: 'u2', sessionId: 's2', username: 'cook', isDeveloper: false };
    const token = signTestToken(keys, { ...claims, timeZone: 'Pacific/Auckland' });
    const res = await request(app).get('/api/me').set('authorization', `Bearer ${token}`);
    expect(res.body).toEqual({ ...claims, timeZone: 'Pacific/Auckland' });
  });

  // The rejected cases of requireAuth run in edge-suite.test.ts (describeEdgeRobustness).
  it.each(rejectedAuthorizations(keys))(
    'when the token is %s, then optionalAuth treats the caller as anonymous',
    async (_name, header) => {
      const req = request(app).get('/api/maybe');
      if (header) req.set('authorization', header);
      expect((await req).body).toEqual({ userId: null });
    },
  );

  it('when optionalAuth sees a valid token, then the caller is known', async () => {
    const token = signTestToken(keys, { userId: 'u9' });
    expect((await request(app).get('/api/maybe').set('authorization', `Bearer ${token}`)).body).toEqual({
      userId: 'u9',
    });
  });
});

describe('verifyAccessToken remembers a verified token', () => {
  afterEach(() => jest.useRealTimers());

  it('when a verified token expires, then it is refused even though it was remembered', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const token = signTestToken(keys, { userId: 'u-exp' }, '60s');
    expect(verifyAccessToken(token, keys.publicKey)?.userId).toBe('u-exp');
    expect(verifyAccessToken(token, keys.publicKey)?.userId).toBe('u-exp');
    jest.setSystemTime(new Date('2026-03-01T10:01:01Z'));
    expect(verifyAccessToken(token, keys.publicKey)).toBeUndefined();
  });

  it('when a remembered token is altered by one character, then the altered one is refused', () => {
    const token = signTestToken(keys, { userId: 'u-alt' });
    expect(verifyAccessToken(token, keys.publicKey)?.userId).toBe('u-alt');
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(verifyAccessToken(altered, keys.publicKey)).toBeUndefined();
  });

  it('when the key set changes, then a token remembered under the old one is verified again', () => {
    const token = signTestToken(keys, { userId: 'u-key' });
    expect(verifyAccessToken(token, keys.publicKey)?.userId).toBe('u-key');
    expect(verifyAccessToken(token, makeTestKeys().publicKey)).toBeUndefined();
  });
});
