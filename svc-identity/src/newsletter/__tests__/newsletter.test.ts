import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_LIMITS, NOTIFY_TEXT } from '@fff/domain';
import request from 'supertest';
import { mailCount, signIn, uniqueEmail, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { NewsletterSignupModel } from '../model';
import { hasSignup } from '../repository';

useIdentityDatabase();

const HOUR = 60 * 60 * 1000;

describe('POST /api/newsletter/signup', () => {
  const clock = movableClock();
  const { app, outboxDir } = testApp({}, { now: clock.now });
  // Each test moves to a fresh rate-limit hour so counts never carry over.
  beforeEach(() => clock.advance(HOUR));

  const signUp = (email: string, feature = 'shop') =>
    request(app).post('/api/newsletter/signup').send({ email, feature });
  const answer = { success: true, message: NOTIFY_TEXT.checkInboxBody };
  const stored = (email: string) => NewsletterSignupModel.find({ email }).lean();

  it('when an address signs up, then it is on the list only once its owner confirms the mailed link, and every answer is the same', async () => {
    const email = uniqueEmail();
    const first = await request(app)
      .post('/api/newsletter/signup')
      .send({ email: `  ${email.toUpperCase()} `, feature: 'shop' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(answer);
    expect(await hasSignup(email, 'shop')).toBe(false);
    const mail = await waitForMail(outboxDir, email, 'newsletter-confirm');
    const url = new URL(mail.link);
    expect(url.pathname).toBe('/api/newsletter/confirm');
    expect(mail.text).toContain(mail.link);
    const [waiting] = await stored(email);
    expect(Number(waiting.expiresAt) - Number(waiting.createdAt)).toBe(NEWSLETTER_CONFIRM_DAYS * 24 * HOUR);

    // A waiting address answers the same and gets the link again.
    expect((await signUp(email)).body).toEqual(answer);
    await waitForMail(outboxDir, email, 'newsletter-confirm', 1);

    // Opening the link shows a one-button page and confirms nothing (mail scanners open links).
    const page = await request(app).get(url.pathname).query({ token: mail.token });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');
    expect(await hasSignup(email, 'shop')).toBe(false);
    const done = await request(app).post(url.pathname).query({ token: mail.token });
    expect(done.body).toEqual({ success: true, message: "You're on the list." });
    expect(await hasSignup(email, 'shop')).toBe(true);
    expect((await stored(email))[0].expiresAt).toBeUndefined();
    await request(app)
      .post(url.pathname)
      .query({ token: mail.token })
      .set('Accept', 'text/html')
      .expect(200)
      .expect(/on the list/);

    // A confirmed address answers the same too, and its owner gets no more mail.
    expect((await signUp(email)).body).toEqual(answer);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailCount(outboxDir, email, 'newsletter-confirm')).toBe(2);
    expect(await stored(email)).toHaveLength(1);
  });

  it('when the same address signs up for another feature, then that feature needs its own confirmation', async () => {
    const email = uniqueEmail();
    await signUp(email, 'shop').expect(200);
    const mail = await waitForMail(outboxDir, email, 'newsletter-confirm');
    await request(app).post('/api/newsletter/confirm').query({ token: mail.token }).expect(200);
    await signUp(email, 'recipes').expect(200);
    await waitForMail(outboxDir, email, 'newsletter-confirm', 1);
    expect(await hasSignup(email, 'shop')).toBe(true);
    expect(await hasSignup(email, 'recipes')).toBe(false);
  });

  it('when two signups of one address race, then one is stored and both get the same answer', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => signUp(email, 'leagues')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body)).toEqual([answer, answer, answer]);
    expect(await stored(email)).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', feature: 'shop' }, NOTIFY_TEXT.invalidBody],
    [{ email: '<b>x</b>@gmail.com', feature: 'shop' }, NOTIFY_TEXT.invalidBody],
    [{ email: '', feature: 'shop' }, NOTIFY_TEXT.invalidBody],
    [{ feature: 'shop' }, NOTIFY_TEXT.invalidBody],
    [{ email: { $gt: '' }, feature: 'shop' }, NOTIFY_TEXT.invalidBody],
    [{ email: 'cook@gmail.com', feature: 'spaceships' }, 'Unknown feature'],
  ])('when the body is %j, then 400 says %s', async (body, message) => {
    const res = await request(app).post('/api/newsletter/signup').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message });
  });

  it('when one address signs up too often in an hour, then 429 until the next hour', async () => {
    const email = uniqueEmail();
    const features = ['shop', 'recipes', 'video-tutorials', 'science-lessons', 'leagues'];
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmailPerHour; i++) {
      await request(app)
        .post('/api/newsletter/signup')
        .send({ email, feature: features[i % features.length] })
        .expect(200);
    }
    const limited = await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('too_many_requests');
    clock.advance(HOUR);
    await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' }).expect(200);
  });

  it('when one client signs up many addresses in an hour, then it is limited too', async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perIpPerHour; i++) {
      await request(app)
        .post('/api/newsletter/signup')
        .send({ email: uniqueEmail(), feature: 'shop' })
        .expect(200);
    }
    const limited = await request(app)
      .post('/api/newsletter/signup')
      .send({ email: uniqueEmail(), feature: 'shop' });
    expect(limited.status).toBe(429);
  });

  it('when a signup mail is sent, then it carries a working one-click unsubscribe link', async () => {
    const email = uniqueEmail();
    await signUp(email).expect(200);
    const mail = await waitForMail(outboxDir, email, 'newsletter-confirm');
    await request(app).post('/api/newsletter/confirm').query({ token: mail.token }).expect(200);
    const link = new URL(String(mail.headers['List-Unsubscribe']).slice(1, -1));
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(link.toString());
    expect(link.pathname).toBe('/api/newsletter/unsubscribe');
    const token = link.searchParams.get('token') as string;

    // Opening the link shows a one-button page and changes nothing (mail scanners open links).
    const page = await request(app).get(link.pathname).query({ token });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');
    expect(await hasSignup(email, 'shop')).toBe(true);

    // The one-click POST (mail app or the page's button) removes it; repeating is harmless.
    const done = await request(app)
      .post(link.pathname)
      .query({ token })
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    expect(await stored(email)).toHaveLength(0);
    await request(app)
      .post(link.pathname)
      .query({ token })
      .set('Accept', 'text/html')
      .expect(200)
      .expect(/unsubscribed/);

    // Signing up again asks for a new confirmation.
    await signUp(email).expect(200);
    await waitForMail(outboxDir, email, 'newsletter-confirm', 1);
    expect(await hasSignup(email, 'shop')).toBe(false);
  });

  it('when a link token is forged, of the other link or an access token, then nothing is removed or confirmed', async () => {
    const user = await verifiedUser(app, outboxDir);
    const { token: accessToken } = await signIn(app, user.email);
    await request(app)
      .post('/api/newsletter/signup')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ email: user.email, feature: 'shop' })
      .expect(200);
    const mail = await waitForMail(outboxDir, user.email, 'newsletter-confirm');
    // The confirm token cannot unsubscribe, and an access token can do neither.
    for (const token of ['garbage', accessToken, mail.token]) {
      const res = await request(app).post('/api/newsletter/unsubscribe').query({ token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_token');
      await request(app).get('/api/newsletter/unsubscribe').query({ token }).expect(400);
    }
    expect(await stored(user.email.toLowerCase())).toHaveLength(1);
    for (const token of ['garbage', accessToken]) {
      const res = await request(app).post('/api/newsletter/confirm').query({ token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This confirmation link is not valid.');
    }
    expect(await hasSignup(user.email.toLowerCase(), 'shop')).toBe(false);
  });
});
