import { userSchema } from '@fff/contracts';
import { verifyAccessToken } from '@fff/service-kit';
import request from 'supertest';
import {
  leaksSecrets,
  PASSWORD,
  refreshCookie,
  registration,
  signIn,
  uniqueEmail,
  verifiedUser,
} from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const { app, outboxDir, keys } = testApp({
  RATE_LIMIT_LOGIN_FAILURES: '3',
  DEVELOPER_EMAILS: 'Dev.Chef@Gmail.com',
});
const refresh = (cookie?: string) => {
  const req = request(app).post('/api/auth/refresh');
  return cookie ? req.set('cookie', cookie) : req;
};
const me = (token: string) => request(app).get('/api/user').set('authorization', `Bearer ${token}`);

describe('sign-in and sessions', () => {
  it('when a verified user signs in, then an ES256 access token, the user and an httpOnly strict refresh cookie come back', async () => {
    const { email, username } = await verifiedUser(app, outboxDir);
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body.user)).toMatchObject({
      email,
      username,
      emailVerified: true,
      hearts: 5,
      level: 1,
    });
    const claims = verifyAccessToken(res.body.token, keys.publicKey);
    expect(claims).toMatchObject({
      userId: res.body.user.id,
      username,
      isDeveloper: false,
      sessionId: expect.any(String),
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('fff_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=259\d{4}/);
    expect(leaksSecrets(JSON.stringify(res.body))).toBe(false);
  });

  it('when the account is unverified, then 403 with a message containing "verify your email"', async () => {
    const body = registration();
    await request(app).post('/api/auth/register').send(body).expect(201);
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: body.email, password: body.password });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('email_not_verified');
    expect(res.body.message).toContain('verify your email');
  });

  it('when the email is unknown or the password wrong, then the same 401 answer', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const wrong = await request(app).post('/api/auth/login').send({ email, password: 'Wrong-password-1' });
    const unknown = await request(app)
      .post('/api/auth/login')
      .send({ email: uniqueEmail(), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when the password is longer than any account can have, then 400 says so (not that it is too short)', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email, password: 'a'.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be 1024 characters or fewer');
  });

  it('when the login body carries an operator object, then 400', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: { $gt: '' }, password: PASSWORD });
    expect(res.status).toBe(400);
  });

  it('when the refresh cookie is used, then it is rotated and a new access token comes back', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const first = await signIn(app, email);
    const res = await refresh(first.cookie);
    expect(res.status).toBe(200);
    const rotated = refreshCookie(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(first.cookie);
    expect(verifyAccessToken(res.body.token, keys.publicKey)?.sessionId).toBe(
      verifyAccessToken(first.token, keys.publicKey)?.sessionId,
    );
    expect(res.body.user.email).toBe(email);
    await refresh(rotated).expect(200);
  });

  it('when the grace window is off and a rotated-away refresh token is replayed, then 401 and the whole session is revoked', async () => {
    const strict = testApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const refresh = (cookie: string) => request(strict.app).post('/api/auth/refresh').set('cookie', cookie);
    const { email } = await verifiedUser(strict.app, strict.outboxDir);
    const { cookie, token } = await signIn(strict.app, email);
    // Seen live first, so the session is remembered as active when the replay revokes it.
    await request(strict.app).get('/api/user').set('authorization', `Bearer ${token}`).expect(200);
    const rotated = refreshCookie(await refresh(cookie).expect(200)) as string;
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('session_revoked');
    // The legitimate holder's newer token dies with the session, and so does the access token here.
    await refresh(rotated).expect(401);
    await request(strict.app).get('/api/user').set('authorization', `Bearer ${token}`).expect(401);
  });

  it('when there is no or a made-up refresh cookie, then 401 JSON', async () => {
    expect((await refresh()).status).toBe(401);
    const res = await refresh('fff_refresh=made-up');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'no_session', message: 'Please sign in again.' });
  });

  it('when the user logs out, then the refresh cookie is cleared and the session is over', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const { cookie, token } = await signIn(app, email);
    await me(token).expect(200);
    const res = await request(app)
      .post('/api/auth/logout')
      .set('cookie', cookie)
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(refreshCookie(res)).toBe('fff_refresh=');
    await refresh(cookie).expect(401);
    await me(token).expect(401);
  });

  it('when the email is a developer email, then the token and user say isDeveloper', async () => {
    await verifiedUser(app, outboxDir, { email: 'dev.chef@gmail.com' });
    const { token, res } = await signIn(app, 'dev.chef@gmail.com');
    expect(verifyAccessToken(token, keys.publicKey)?.isDeveloper).toBe(true);
    expect(res.body.user.isDeveloper).toBe(true);
  });
});

describe('login rate limits', () => {
  it('when one IP fails too often for an address, then 429 there while another IP can still sign in', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      await request(app)
        .post('/api/auth/login')
        .set('x-forwarded-for', attacker)
        .send({ email, password: 'Wrong-pass' })
        .expect(401);
    }
    const blocked = await request(app)
      .post('/api/auth/login')
      .set('x-forwarded-for', attacker)
      .send({ email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const owner = await request(app)
      .post('/api/auth/login')
      .set('x-forwarded-for', '198.51.100.20')
      .send({ email, password: PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('when 25 learners behind one school network sign in within minutes, then every one of them gets in', async () => {
    const school = '198.51.100.77';
    const learners = [];
    for (let i = 0; i < 25; i++) learners.push((await verifiedUser(app, outboxDir)).email);
    for (const email of learners) {
      await request(app)
        .post('/api/auth/login')
        .set('x-forwarded-for', school)
        .send({ email, password: PASSWORD })
        .expect(200);
    }
  });

  it('when one IP sends more logins than the per-IP limit, then 429', async () => {
    const limited = testApp({ RATE_LIMIT_LOGIN_PER_IP: '2' }).app;
    const send = () =>
      request(limited)
        .post('/api/auth/login')
        .set('x-forwarded-for', '192.0.2.9')
        .send({ email: uniqueEmail(), password: PASSWORD });
    await send().expect(401);
    await send().expect(401);
    await send().expect(429);
  });
});
