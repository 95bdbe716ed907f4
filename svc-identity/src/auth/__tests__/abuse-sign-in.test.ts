// Abuse tests: per-address sign-in backoff in MongoDB (holds across replicas and IPs), attemptsLeft
// in the 401, a pause message pointing to Forgot Password, and the owner getting past it by a reset.
import request from 'supertest';
import { PASSWORD, uniqueEmail, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

// The per-(address, IP) limiter is lifted so the per-address backoff is what is tested.
const settings = { RATE_LIMIT_LOGIN_FAILURES: '100', RATE_LIMIT_LOGIN_PER_IP: '100' };
const wrong = (app: Parameters<typeof request>[0], email: string, ip: string) =>
  request(app).post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password: 'Wrong-pass-1' });

describe('per-address sign-in backoff', () => {
  it('when wrong passwords come from many IPs and two replicas, then attemptsLeft counts down and sign-in pauses', async () => {
    const clock = movableClock();
    const [one, two] = [testApp(settings, clock), testApp(settings, clock)];
    const { email } = await verifiedUser(one.app, one.outboxDir);
    const bodies = [];
    for (let i = 0; i < 5; i++)
      bodies.push((await wrong(i % 2 ? two.app : one.app, email, `203.0.113.${60 + i}`)).body);
    expect(bodies.slice(0, 2)).toEqual([
      { error: 'invalid_credentials', message: 'Invalid email or password.' },
      { error: 'invalid_credentials', message: 'Invalid email or password.' },
    ]);
    expect(bodies[2]).toEqual({
      error: 'invalid_credentials',
      message: 'Invalid email or password.',
      attemptsLeft: 2,
    });
    expect(bodies[3]).toMatchObject({ attemptsLeft: 1 });
    expect(bodies[4]).toMatchObject({ error: 'account_locked', attemptsLeft: 0, retryAfterSeconds: 60 });
    expect(bodies[4].message).toMatch(/Try again in 1 minute, or choose Forgot Password/);

    // Even the right password waits out the pause (it is not checked), on either replica.
    const paused = await request(two.app).post('/api/auth/login').send({ email, password: PASSWORD });
    expect(paused.status).toBe(429);
    expect(paused.headers['retry-after']).toBe('60');

    clock.advance(61_000);
    await request(one.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    // Success starts the count again.
    expect((await wrong(one.app, email, '203.0.113.70')).body).toEqual({
      error: 'invalid_credentials',
      message: 'Invalid email or password.',
    });
  });

  it('when failures continue after a pause, then each pause doubles', async () => {
    const clock = movableClock();
    const { app, outboxDir } = testApp(settings, clock);
    const { email } = await verifiedUser(app, outboxDir);
    for (let i = 0; i < 5; i++) await wrong(app, email, '203.0.113.80');
    clock.advance(61_000);
    const second = await wrong(app, email, '203.0.113.80');
    expect(second.body).toMatchObject({ error: 'account_locked', retryAfterSeconds: 120 });
    expect(second.body.message).toMatch(/2 minutes/);
  });

  it('when an attacker paused the owner, then the owner gets in at once through a password reset link', async () => {
    const { app, outboxDir } = testApp(settings);
    const { email } = await verifiedUser(app, outboxDir);
    for (let i = 0; i < 5; i++) await wrong(app, email, '203.0.113.90');
    await request(app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(429);

    await request(app).post('/api/auth/forgot-password').send({ email }).expect(200);
    const { token } = await waitForMail(outboxDir, email, 'reset-password');
    await request(app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'Brand-New-Pan7' })
      .expect(200);
    await request(app).post('/api/auth/login').send({ email, password: 'Brand-New-Pan7' }).expect(200);
  });

  it('when the address has no account, then the answers are the same as for a real one (no enumeration)', async () => {
    const { app } = testApp(settings);
    const email = uniqueEmail();
    const bodies = [];
    for (let i = 0; i < 5; i++) bodies.push((await wrong(app, email, '203.0.113.99')).body);
    expect(bodies[2]).toMatchObject({ attemptsLeft: 2 });
    expect(bodies[4]).toMatchObject({ error: 'account_locked' });
  });
});
