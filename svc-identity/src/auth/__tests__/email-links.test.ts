import request from 'supertest';
import {
  mailCount,
  PASSWORD,
  registration,
  signIn,
  uniqueEmail,
  verifiedUser,
  waitForMail,
} from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { OneTimeTokenModel } from '../one-time-token-model';
import { hashToken } from '../../sessions/tokens';

useIdentityDatabase();

const { app, outboxDir } = testApp();
const verify = (token?: string) =>
  request(app)
    .get('/api/auth/verify-email')
    .query(token === undefined ? {} : { token });

async function registered() {
  const body = registration();
  await request(app).post('/api/auth/register').send(body).expect(201);
  return { ...body, token: (await waitForMail(outboxDir, body.email, 'verify-email')).token as string };
}

describe('email verification', () => {
  it('when the link is used, then the account is verified; a second use is refused', async () => {
    const { token, email } = await registered();
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Your email has been verified. You can now sign in.',
    });
    await signIn(app, email);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      error: 'This verification link is invalid or has expired.',
    });
  });

  it('when the link has expired (even before the TTL sweep), then it is refused', async () => {
    const { token, email } = await registered();
    await OneTimeTokenModel.updateOne(
      { tokenHash: hashToken(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect((await verify(token)).status).toBe(400);
    await request(app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(403);
  });

  it('when the token is missing, then 400 "No verification token provided"', async () => {
    const res = await verify();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'No verification token provided' });
  });

  it('when a token is stored, then only its hash is kept', async () => {
    const { token } = await registered();
    expect(await OneTimeTokenModel.exists({ tokenHash: token })).toBeNull();
    expect(await OneTimeTokenModel.exists({ tokenHash: hashToken(token) })).not.toBeNull();
  });

  it('when a new verification link is asked for, then the old one stops working and the new one verifies', async () => {
    const { token, email } = await registered();
    const res = await request(app).post('/api/auth/resend-verification').send({ email });
    expect(res.status).toBe(200);
    const fresh = await waitForMail(outboxDir, email, 'verify-email', 1);
    expect((await verify(token)).status).toBe(400);
    expect((await verify(fresh.token)).status).toBe(200);
  });

  it('when resend is asked for an unknown address, then the answer is identical and nothing is sent', async () => {
    const { email } = await registered();
    const known = await request(app).post('/api/auth/resend-verification').send({ email });
    const stranger = uniqueEmail();
    const unknown = await request(app).post('/api/auth/resend-verification').send({ email: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(mailCount(outboxDir, stranger, 'verify-email')).toBe(0);
  });
});

describe('password reset', () => {
  it('when forgot-password is asked for a known and an unknown address, then the answers are identical', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const known = await request(app).post('/api/auth/forgot-password').send({ email });
    const unknown = await request(app).post('/api/auth/forgot-password').send({ email: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('when the reset link is used, then the password changes, old sessions end and the link cannot be reused', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    const before = await signIn(app, email);
    await request(app).post('/api/auth/forgot-password').send({ email }).expect(200);
    const mail = await waitForMail(outboxDir, email, 'reset-password');
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    // Asking whether the link works does not use it up.
    for (let i = 0; i < 2; i++)
      expect((await request(app).get('/api/auth/reset-password').query({ token: mail.token })).body).toEqual({
        success: true,
        message: 'Choose your new password.',
      });
    const newPassword = 'Brand-New-Pan9';
    const res = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: mail.token, password: newPassword });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    await request(app).post('/api/auth/refresh').set('cookie', before.cookie).expect(401);
    await request(app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await signIn(app, email, newPassword);
    const reuse = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: mail.token, password: 'Another-Pan9!' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired.');
    for (const token of [mail.token, 'made-up', '']) {
      const check = await request(app).get('/api/auth/reset-password').query({ token });
      expect([token, check.status, check.body.message]).toEqual([
        token,
        400,
        'This reset link is invalid or has expired.',
      ]);
    }
  });

  it('when the new password is weak, then 400 with the requirements message and the link still works', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    await request(app).post('/api/auth/forgot-password').send({ email }).expect(200);
    const mail = await waitForMail(outboxDir, email, 'reset-password');
    const weak = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: mail.token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Please ensure your new password meets all requirements.');
    await request(app)
      .post('/api/auth/reset-password')
      .send({ token: mail.token, password: 'Good-Enough-1' })
      .expect(200);
  });

  it('when the reset link has expired, then it is refused', async () => {
    const { email } = await verifiedUser(app, outboxDir);
    await request(app).post('/api/auth/forgot-password').send({ email }).expect(200);
    const { token } = await waitForMail(outboxDir, email, 'reset-password');
    await OneTimeTokenModel.updateOne(
      { tokenHash: hashToken(token) },
      { $set: { expiresAt: new Date(Date.now() - 1) } },
    );
    await request(app).get('/api/auth/reset-password').query({ token }).expect(400);
    await request(app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'Good-Enough-1' })
      .expect(400);
  });

  it('when one address asks too often, then 429 with a readable message', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      await request(app).post('/api/auth/forgot-password').send({ email }).expect(200);
    const res = await request(app).post('/api/auth/forgot-password').send({ email });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it.each(['forgot-password', 'resend-verification'])(
    'when an attacker exhausts %s for an address, then the owner on another network can still ask; many networks together meet a ceiling',
    async (route) => {
      const email = uniqueEmail();
      const ask = (ip: string) =>
        request(app).post(`/api/auth/${route}`).set('x-forwarded-for', ip).send({ email });
      for (let i = 0; i < 3; i++) await ask('203.0.113.7').expect(200);
      await ask('203.0.113.7').expect(429);
      await ask('198.51.100.20').expect(200);
      for (let n = 1; n <= 6; n++) await ask(`192.0.2.${n}`).expect(200);
      await ask('192.0.2.99').expect(429);
    },
  );

  it('when the email is an operator object or invalid, then 400', async () => {
    await request(app)
      .post('/api/auth/forgot-password')
      .send({ email: { $gt: '' } })
      .expect(400);
    const res = await request(app).post('/api/auth/forgot-password').send({ email: 'nope' });
    expect(res.body).toEqual({ error: 'validation', message: 'Please enter a valid email' });
  });
});
