import { NEWSLETTER_LIMITS, NOTIFY_TEXT } from '@fff/domain';
import request from 'supertest';
import { signIn, uniqueEmail, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { hasSignup } from '../repository';

useIdentityDatabase();

const HOUR = 60 * 60 * 1000;

describe('POST /api/newsletter/signup', () => {
  const clock = movableClock();
  const { app, outboxDir } = testApp({}, { now: clock.now });
  // Each test moves to a fresh rate-limit hour so counts never carry over.
  beforeEach(() => clock.advance(HOUR));

  it('when an address signs up for the shop, then it is stored once and a repeat answers alreadySignedUp', async () => {
    const email = uniqueEmail();
    const first = await request(app)
      .post('/api/newsletter/signup')
      .send({ email: `  ${email.toUpperCase()} `, feature: 'shop' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, alreadySignedUp: false, message: NOTIFY_TEXT.successBody });
    const again = await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' });
    expect(again.body).toEqual({ success: true, alreadySignedUp: true, message: NOTIFY_TEXT.alreadyBody });
    expect(await hasSignup(email, 'shop')).toBe(true);
  });

  it('when the same address signs up for another feature, then that is a new signup', async () => {
    const email = uniqueEmail();
    await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' }).expect(200);
    const other = await request(app).post('/api/newsletter/signup').send({ email, feature: 'recipes' });
    expect(other.body.alreadySignedUp).toBe(false);
  });

  it('when two signups of one address race, then exactly one is new', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      [1, 2, 3].map(() => request(app).post('/api/newsletter/signup').send({ email, feature: 'leagues' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.alreadySignedUp === false)).toHaveLength(1);
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

  it('when a new signup is made, then its mail carries a working one-click unsubscribe link', async () => {
    const email = uniqueEmail();
    await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' }).expect(200);
    const mail = await waitForMail(outboxDir, email, 'newsletter-signup');
    expect(mail.headers['List-Unsubscribe']).toBe(`<${mail.link}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(mail.link);
    const url = new URL(mail.link);
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');

    // Opening the link shows a one-button page and changes nothing (mail scanners open links).
    const page = await request(app).get(url.pathname).query({ token: mail.token });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');
    expect(await hasSignup(email, 'shop')).toBe(true);

    // The one-click POST (mail app or the page's button) removes it; repeating is harmless.
    const done = await request(app)
      .post(url.pathname)
      .query({ token: mail.token })
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    expect(await hasSignup(email, 'shop')).toBe(false);
    await request(app)
      .post(url.pathname)
      .query({ token: mail.token })
      .set('Accept', 'text/html')
      .expect(200)
      .expect(/unsubscribed/);

    // Signing up again works and is new.
    const again = await request(app).post('/api/newsletter/signup').send({ email, feature: 'shop' });
    expect(again.body.alreadySignedUp).toBe(false);
  });

  it('when the unsubscribe token is forged or an access token, then nothing is removed', async () => {
    const user = await verifiedUser(app, outboxDir);
    const { token: accessToken } = await signIn(app, user.email);
    await request(app)
      .post('/api/newsletter/signup')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ email: user.email, feature: 'shop' })
      .expect(200);
    for (const token of ['garbage', accessToken]) {
      const res = await request(app).post('/api/newsletter/unsubscribe').query({ token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_token');
      await request(app).get('/api/newsletter/unsubscribe').query({ token }).expect(400);
    }
    expect(await hasSignup(user.email.toLowerCase(), 'shop')).toBe(true);
  });
});
