import { REFERRAL_LESSONS_REQUIRED } from '@fff/domain';
import { devInternalToken } from '@fff/service-kit';
import request from 'supertest';
import { startFakeLearning } from '../../__tests__/fake-learning';
import { registration, signIn, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { findOperation } from '../../outbox/repository';
import { until } from './referral-world';

useIdentityDatabase();

describe('referral bonus', () => {
  it('when learning is down when the cooked referee signs in and comes back, then each person is credited 250 exactly once', async () => {
    // Find a free port, then leave it closed: learning is "down" until we start it there.
    const probe = await startFakeLearning();
    await probe.stop();
    const { app, outbox, outboxDir } = testApp({
      LEARNING_URL: probe.url,
      OUTBOX_POLL_MS: '30',
      OUTBOX_RETRY_BASE_MS: '20',
    });
    const referrer = await verifiedUser(app, outboxDir);
    const { res: login } = await signIn(app, referrer.email);
    const code = login.body.user.referralCode as string;

    const body = registration({ referralCode: `  ${code.toLowerCase()} ` });
    const res = await request(app).post('/api/referral/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      referralBonus: 250,
      message: expect.stringContaining(`once you have completed ${REFERRAL_LESSONS_REQUIRED} lessons`),
    });
    const { token } = await waitForMail(outboxDir, body.email, 'verify-email');
    await request(app).get('/api/auth/verify-email').query({ token }).expect(200);
    // Learning is down: the sign-in works, the lesson check fails and nothing is queued.
    const newUser = (await signIn(app, body.email)).res.body.user;
    await new Promise((r) => setTimeout(r, 200));
    expect(await findOperation(`referral:${newUser.id}:referee`)).toBeNull();

    const learning = await startFakeLearning(probe.port);
    learning.setCompletedLessons(newUser.id, REFERRAL_LESSONS_REQUIRED);
    outbox.start();
    try {
      // The next sign-in (or refresh) asks again.
      await signIn(app, body.email);
      await until(() => learning.credits.length >= 2);
      await until(async () => (await findOperation(`referral:${newUser.id}:referrer`))?.status === 'done');
      await new Promise((r) => setTimeout(r, 150)); // a few more ticks: nothing is paid twice
      expect(learning.credits).toHaveLength(2);
      expect(learning.credits).toEqual(
        expect.arrayContaining([
          {
            userId: newUser.id,
            currency: 'spiceStones',
            amount: 250,
            reason: 'referral_bonus',
            operationId: `referral:${newUser.id}:referee`,
            token: devInternalToken('identity'),
          },
          {
            userId: login.body.user.id,
            currency: 'spiceStones',
            amount: 250,
            reason: 'referral_bonus',
            operationId: `referral:${newUser.id}:referrer`,
            token: devInternalToken('identity'),
          },
        ]),
      );
      const referrerNow = await signIn(app, referrer.email);
      expect(referrerNow.res.body.user.totalReferrals).toBe(1);
    } finally {
      outbox.stop();
      await learning.stop();
    }
  });

  it('when a user without a referrer cooks and signs in, then nothing is asked or queued', async () => {
    const learning = await startFakeLearning();
    try {
      const { app, outboxDir } = testApp({ LEARNING_URL: learning.url });
      const { email } = await verifiedUser(app, outboxDir);
      const id = (await signIn(app, email)).res.body.user.id as string;
      learning.setCompletedLessons(id, REFERRAL_LESSONS_REQUIRED);
      await signIn(app, email);
      await new Promise((r) => setTimeout(r, 150));
      expect(learning.lessonChecks(id)).toBe(0);
      expect(await findOperation(`referral:${id}:referee`)).toBeNull();
    } finally {
      await learning.stop();
    }
  });
});
