import {
  referralCodeResponseSchema,
  referralShareResponseSchema,
  referralStatsResponseSchema,
} from '@fff/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { registration, signIn, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { REFERRAL_LESSONS_REQUIRED, REFERRAL_MONTHLY_CAP } from '@fff/domain';
import { startFakeLearning } from '../../__tests__/fake-learning';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { cookAndSignIn } from './referral-world';
import { findOperation } from '../../outbox/repository';

useIdentityDatabase();

const PUBLIC_URL = 'https://cook.example.org';

async function referrerOf(app: Express, outboxDir: string) {
  const referrer = await verifiedUser(app, outboxDir);
  const { token, res } = await signIn(app, referrer.email);
  return { token, code: res.body.user.referralCode as string, id: res.body.user.id as string };
}

const stats = async (app: Express, token: string) => {
  const res = await request(app)
    .get('/api/referral/stats')
    .set('authorization', `Bearer ${token}`)
    .expect(200);
  return referralStatsResponseSchema.parse(res.body);
};

/** Sign up with the code; returns the new account's email and its verification token. */
async function referredSignUp(
  app: Express,
  outboxDir: string,
  code: string,
  overrides: Record<string, unknown> = {},
) {
  const body = registration({ referralCode: code, ...overrides });
  await request(app).post('/api/referral/register').send(body).expect(201);
  const { token } = await waitForMail(outboxDir, body.email, 'verify-email');
  return { email: body.email, verifyToken: token };
}

const verify = (app: Express, token: string) =>
  request(app).get('/api/auth/verify-email').query({ token }).expect(200);

describe('GET /api/referral/stats', () => {
  let learning: Awaited<ReturnType<typeof startFakeLearning>>;
  beforeAll(async () => {
    learning = await startFakeLearning();
  });
  afterAll(() => learning.stop());
  const appWithLearning = (deps: Parameters<typeof testApp>[1] = {}) =>
    testApp({ LEARNING_URL: learning.url }, deps);

  it(`when a referred learner verifies, then they stay pending until ${REFERRAL_LESSONS_REQUIRED} lessons are done, and only then both are rewarded with 250`, async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await referrerOf(app, outboxDir);
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 0,
      totalRewards: 0,
      pendingReferrals: 0,
    });

    const first = await referredSignUp(app, outboxDir, referrer.code);
    // A second friend signs up with the code in lower case and never verifies.
    await referredSignUp(app, outboxDir, referrer.code.toLowerCase());
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 0,
      totalRewards: 0,
      pendingReferrals: 2,
    });

    await verify(app, first.verifyToken);
    const firstId = await cookAndSignIn(app, learning, first.email, REFERRAL_LESSONS_REQUIRED - 1);
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 0,
      totalRewards: 0,
      pendingReferrals: 2,
    });
    expect(await findOperation(`referral:${firstId}:referee`)).toBeNull();

    await cookAndSignIn(app, learning, first.email, REFERRAL_LESSONS_REQUIRED);
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 1,
      totalRewards: 250,
      pendingReferrals: 1,
    });
    expect(await findOperation(`referral:${firstId}:referee`)).toBeTruthy();
    expect(await findOperation(`referral:${firstId}:referrer`)).toBeTruthy();

    // The referred learner referred nobody.
    const referee = await signIn(app, first.email);
    expect(await stats(app, referee.token)).toEqual({
      totalReferrals: 0,
      totalRewards: 0,
      pendingReferrals: 0,
    });
  });

  it('when three throwaway sign-ups verify and never cook, then no Spice Stones are minted for anyone', async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await referrerOf(app, outboxDir);
    for (let i = 0; i < 3; i++) {
      const { email, verifyToken } = await referredSignUp(app, outboxDir, referrer.code);
      await verify(app, verifyToken);
      const id = await cookAndSignIn(app, learning, email, 0);
      expect(await findOperation(`referral:${id}:referee`)).toBeNull();
      expect(await findOperation(`referral:${id}:referrer`)).toBeNull();
    }
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 0,
      totalRewards: 0,
      pendingReferrals: 3,
    });
  });

  it(`when more than ${REFERRAL_MONTHLY_CAP} referred learners cook in one month, then the referrer is paid ${REFERRAL_MONTHLY_CAP} times, every referee is paid, and the next month pays again`, async () => {
    const clock = movableClock();
    const { app, outboxDir } = appWithLearning({ now: clock.now });
    const referrer = await referrerOf(app, outboxDir);
    const referees: string[] = [];
    for (let i = 0; i <= REFERRAL_MONTHLY_CAP; i++) {
      const { email, verifyToken } = await referredSignUp(app, outboxDir, referrer.code);
      await verify(app, verifyToken);
      referees.push(await cookAndSignIn(app, learning, email, REFERRAL_LESSONS_REQUIRED));
    }
    for (const id of referees) expect(await findOperation(`referral:${id}:referee`)).toBeTruthy();
    const paidReferrer = await Promise.all(referees.map((id) => findOperation(`referral:${id}:referrer`)));
    expect(paidReferrer.filter(Boolean)).toHaveLength(REFERRAL_MONTHLY_CAP);
    expect((await stats(app, referrer.token)).totalReferrals).toBe(REFERRAL_MONTHLY_CAP);

    clock.advance(32 * 24 * 60 * 60 * 1000);
    const { email, verifyToken } = await referredSignUp(app, outboxDir, referrer.code);
    await verify(app, verifyToken);
    const nextMonth = await cookAndSignIn(app, learning, email, REFERRAL_LESSONS_REQUIRED);
    expect(await findOperation(`referral:${nextMonth}:referrer`)).toBeTruthy();
  });

  it('when a rewarded account is verified a second time (a password reset link), then the bonus is not granted again', async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await referrerOf(app, outboxDir);
    const referred = await referredSignUp(app, outboxDir, referrer.code);
    await verify(app, referred.verifyToken);
    await cookAndSignIn(app, learning, referred.email, REFERRAL_LESSONS_REQUIRED);

    await request(app).post('/api/auth/forgot-password').send({ email: referred.email }).expect(200);
    const { token } = await waitForMail(outboxDir, referred.email, 'reset-password');
    await request(app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'Braise&Baste77' })
      .expect(200);
    await signIn(app, referred.email, 'Braise&Baste77');
    await new Promise((r) => setTimeout(r, 150));

    // The count is bumped each time a bonus is paid: still 1 means it was paid once.
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 1,
      totalRewards: 250,
      pendingReferrals: 0,
    });
  });

  it('when a second account of an already rewarded mailbox cooks too, then it is neither pending nor rewarded', async () => {
    const { app, outboxDir } = appWithLearning();
    const referrer = await referrerOf(app, outboxDir);
    const local = `batch${Date.now()}`;
    const first = await referredSignUp(app, outboxDir, referrer.code, { email: `${local}@gmail.com` });
    const alias = await referredSignUp(app, outboxDir, referrer.code, { email: `${local}+again@gmail.com` });
    await verify(app, first.verifyToken);
    await verify(app, alias.verifyToken);
    await cookAndSignIn(app, learning, first.email, REFERRAL_LESSONS_REQUIRED);
    await cookAndSignIn(app, learning, alias.email, REFERRAL_LESSONS_REQUIRED);
    expect(await stats(app, referrer.token)).toEqual({
      totalReferrals: 1,
      totalRewards: 250,
      pendingReferrals: 0,
    });
  });

  it('when no session is sent, then every referral read answers 401', async () => {
    const { app } = testApp();
    await request(app).get('/api/referral/stats').expect(401);
    await request(app).get('/api/referral/code').expect(401);
    await request(app).post('/api/referral/share').expect(401);
  });
});

describe('GET /api/referral/code and POST /api/referral/share', () => {
  it('when asked, then the code is the account’s and the share data carries an absolute sign-up link on PUBLIC_URL', async () => {
    const { app, outboxDir } = testApp({ PUBLIC_URL });
    const referrer = await referrerOf(app, outboxDir);
    const auth = `Bearer ${referrer.token}`;

    const code = await request(app).get('/api/referral/code').set('authorization', auth).expect(200);
    expect(referralCodeResponseSchema.parse(code.body)).toEqual({ referralCode: referrer.code });

    // A forged Host header never reaches the link.
    const share = await request(app)
      .post('/api/referral/share')
      .set('authorization', auth)
      .set('host', 'evil.example.net')
      .expect(200);
    const data = referralShareResponseSchema.parse(share.body);
    expect(data).toEqual({
      referralCode: referrer.code,
      shareUrl: `${PUBLIC_URL}/auth?ref=${referrer.code}`,
      shareMessage: expect.stringContaining(referrer.code),
      rewardAmount: 250,
    });
    expect(data.shareMessage).toMatch(/250 Spice Stones/);
  });

  it('when the share link is followed, then its ref code registers the new learner with this referrer', async () => {
    const { app, outboxDir } = testApp({ PUBLIC_URL });
    const referrer = await referrerOf(app, outboxDir);
    const share = await request(app)
      .post('/api/referral/share')
      .set('authorization', `Bearer ${referrer.token}`);
    const ref = new URL(share.body.shareUrl).searchParams.get('ref') as string;
    await referredSignUp(app, outboxDir, ref);
    expect(await stats(app, referrer.token)).toMatchObject({ pendingReferrals: 1 });
  });
});
