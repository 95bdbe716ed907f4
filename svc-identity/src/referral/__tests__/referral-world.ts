import type { Express } from 'express';
import request from 'supertest';
import { startFakeLearning } from '../../__tests__/fake-learning';
import { registration, signIn, waitForMail } from '../../__tests__/helpers';
import { UserModel } from '../../users/model';

type FakeLearning = Awaited<ReturnType<typeof startFakeLearning>>;

/** Wait until `check` holds (the bonus check runs after the sign-in has answered). */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sign up with the code and open the verification link; the new account's email. */
export async function referredAndVerified(
  app: Express,
  outboxDir: string,
  code: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = registration({ referralCode: code, ...overrides });
  await request(app).post('/api/referral/register').send(body).expect(201);
  const { token } = await waitForMail(outboxDir, body.email, 'verify-email');
  await request(app).get('/api/auth/verify-email').query({ token }).expect(200);
  return body.email;
}

/**
 * The learner has `lessons` completed lessons in (fake) svc-learning and signs in: the moment
 * identity asks. Resolves once the check has run and had time to pay; the learner's id.
 */
export async function cookAndSignIn(
  app: Express,
  learning: FakeLearning,
  email: string,
  lessons: number,
): Promise<string> {
  const account = await UserModel.findOne({ emailLower: email.toLowerCase() }).lean();
  if (!account) throw new Error(`no account for ${email}`);
  const id = String(account._id);
  const asked = learning.lessonChecks(id);
  learning.setCompletedLessons(id, lessons);
  await signIn(app, email);
  await until(() => learning.lessonChecks(id) > asked);
  await new Promise((r) => setTimeout(r, 150));
  return id;
}
