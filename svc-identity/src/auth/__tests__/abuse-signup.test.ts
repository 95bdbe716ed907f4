// Abuse tests: sign-up and check-email throttles shared across replicas, no argon2 for a known
// address, and no referral bonus farming with aliases of one mailbox.
import { REFERRAL_LESSONS_REQUIRED } from '@fff/domain';
import argon2 from 'argon2';
import type { Express } from 'express';
import request from 'supertest';
import { mailCount, registration, signIn, uniqueEmail, verifiedUser } from '../../__tests__/helpers';
import { startFakeLearning } from '../../__tests__/fake-learning';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { identityConfigSchema } from '../../config';
import { cookAndSignIn, referredAndVerified } from '../../referral/__tests__/referral-world';
import { findOperation } from '../../outbox/repository';

useIdentityDatabase();

describe('sign-up throttles', () => {
  it('when one IP signs up past the limit on two replicas, through both routes, then 429', async () => {
    const limits = { RATE_LIMIT_REGISTER_PER_IP: '3' };
    const [one, two] = [testApp(limits).app, testApp(limits).app];
    const ip = '203.0.113.40';
    // Plain usernames: random digits can read as words the moderation rules refuse.
    const named = (username: string) => registration({ username });
    await request(one)
      .post('/api/auth/register')
      .set('x-forwarded-for', ip)
      .send(named('throttle_one'))
      .expect(201);
    await request(two)
      .post('/api/auth/register')
      .set('x-forwarded-for', ip)
      .send(named('throttle_two'))
      .expect(201);
    // The referral route shares the counter (its code is invalid, but the attempt counts).
    await request(one)
      .post('/api/referral/register')
      .set('x-forwarded-for', ip)
      .send(registration({ referralCode: 'NOPE2345' }))
      .expect(400);
    const blocked = await request(two)
      .post('/api/referral/register')
      .set('x-forwarded-for', ip)
      .send(registration({ referralCode: 'NOPE2345' }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    await request(one).post('/api/auth/register').set('x-forwarded-for', ip).send(registration()).expect(429);
    // Another client is unaffected.
    await request(one)
      .post('/api/auth/register')
      .set('x-forwarded-for', '198.51.100.41')
      .send(registration())
      .expect(201);
  });

  it('when a class of 30 signs up from one school address within a minute, then all 30 accounts are created', async () => {
    // The production default, not the tests' raised one.
    const perIp = identityConfigSchema.shape.RATE_LIMIT_REGISTER_PER_IP.parse(undefined);
    expect(perIp).toBeGreaterThanOrEqual(60);
    const { app } = testApp({ RATE_LIMIT_REGISTER_PER_IP: String(perIp) });
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await request(app)
        .post('/api/auth/register')
        .set('x-forwarded-for', '203.0.113.60')
        .send(registration({ username: `pupil_${String.fromCharCode(97 + (i % 26))}${i}x` }));
      statuses.push(res.status);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toEqual(Array(30).fill(201));
  });

  it('when one mailbox gets a fourth account within the hour from any address, then 429 and no account or mail', async () => {
    const { app, outboxDir } = testApp();
    const local = `pupil${Date.now()}`;
    const aliases = [
      `${local}@gmail.com`,
      `${local}+2@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
    ];
    for (const [i, email] of aliases.entries())
      await request(app)
        .post('/api/auth/register')
        .set('x-forwarded-for', `198.51.100.${70 + i}`)
        .send(registration({ email, username: `alias_cook_${i}` }))
        .expect(201);
    const fourth = `${local}+4@googlemail.com`;
    const res = await request(app)
      .post('/api/referral/register')
      .set('x-forwarded-for', '198.51.100.79')
      .send(registration({ email: fourth, username: 'alias_cook_4', referralCode: 'NOPE2345' }));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(mailCount(outboxDir, fourth, 'verify-email')).toBe(0);
    // Another mailbox from the same address is unaffected.
    await request(app)
      .post('/api/auth/register')
      .set('x-forwarded-for', '198.51.100.79')
      .send(registration({ username: 'other_cook_5' }))
      .expect(201);
  });

  it('when one IP asks check-email past the limit, then 429 (the answer reveals registration, so it is throttled)', async () => {
    const { app } = testApp({ RATE_LIMIT_CHECK_EMAIL_PER_IP: '3' });
    const ask = () =>
      request(app)
        .get('/api/auth/check-email')
        .set('x-forwarded-for', '203.0.113.50')
        .query({ email: uniqueEmail() });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('when an address is already registered, then the 409 comes without hashing a password', async () => {
    const { app, outboxDir } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const hash = jest.spyOn(argon2, 'hash');
    try {
      const res = await request(app)
        .post('/api/auth/register')
        .send(registration({ email: email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe('referral bonus per mailbox', () => {
  let learning: Awaited<ReturnType<typeof startFakeLearning>>;
  beforeAll(async () => {
    learning = await startFakeLearning();
  });
  afterAll(() => learning.stop());
  const appWithLearning = () => testApp({ LEARNING_URL: learning.url });

  /** Referred, verified and cooked enough lessons for the bonus: the account's id. */
  async function referredSignUp(app: Express, outboxDir: string, code: string, email: string) {
    await referredAndVerified(app, outboxDir, code, { email });
    return cookAndSignIn(app, learning, email, REFERRAL_LESSONS_REQUIRED);
  }

  it('when one mailbox signs up again with +tags and Gmail dots, then only the first account earns the bonus', async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await verifiedUser(app, outboxDir);
    const code = (await signIn(app, referrer.email)).res.body.user.referralCode as string;
    const local = `farm${Date.now()}`;
    const first = await referredSignUp(app, outboxDir, code, `${local}@gmail.com`);
    const alias = await referredSignUp(
      app,
      outboxDir,
      code,
      `${local.slice(0, 2)}.${local.slice(2)}+2@googlemail.com`,
    );
    const plus = await referredSignUp(app, outboxDir, code, `${local}+3@gmail.com`);
    expect(await findOperation(`referral:${first}:referee`)).toBeTruthy();
    expect(await findOperation(`referral:${first}:referrer`)).toBeTruthy();
    for (const id of [alias, plus]) {
      expect(await findOperation(`referral:${id}:referee`)).toBeNull();
      expect(await findOperation(`referral:${id}:referrer`)).toBeNull();
    }
  });

  it('when someone refers an alias of their own mailbox, then no bonus is paid', async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await verifiedUser(app, outboxDir);
    const code = (await signIn(app, referrer.email)).res.body.user.referralCode as string;
    const [local] = referrer.email.split('@');
    const self = await referredSignUp(app, outboxDir, code, `${local}+self@gmail.com`);
    expect(await findOperation(`referral:${self}:referee`)).toBeNull();
  });
});

describe('common passwords', () => {
  it.each(['password', 'Qwerty', 'iloveyou', 'sunshine', '123456789'])(
    'when someone signs up with %s, then 400 with the common-password message and no account',
    async (password) => {
      const { app } = testApp();
      // A fixed plain username: random digits can read as words the moderation rules refuse.
      const body = registration({ password, username: 'plain_cook' });
      const res = await request(app).post('/api/auth/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'validation',
        message:
          'This password is one of the most common ones and easy to guess. Please choose another password.',
      });
      const check = await request(app).get('/api/auth/check-email').query({ email: body.email });
      expect(check.body).toEqual({ exists: false, disposable: false });
    },
  );

  it('when a 6-character password is not a common one, then sign-up still works (the spec minimum stands)', async () => {
    const { app } = testApp();
    await request(app)
      .post('/api/auth/register')
      .send(registration({ password: 'Kx7!pq' }))
      .expect(201);
  });
});
