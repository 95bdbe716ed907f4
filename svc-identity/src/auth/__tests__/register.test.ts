import request from 'supertest';
import { leaksSecrets, registration, uniqueEmail, waitForMail } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const { app, outboxDir, config } = testApp({ PUBLIC_URL: 'https://cook.example.org' });
const post = (body: unknown) =>
  request(app)
    .post('/api/auth/register')
    .send(body as object);

describe('POST /api/auth/register', () => {
  it('when the details are valid, then 201 and a verification link built from PUBLIC_URL is mailed', async () => {
    const body = registration();
    const res = await post(body).set('host', 'evil.attacker.test');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/verify/i) });
    const mail = await waitForMail(outboxDir, body.email, 'verify-email');
    expect(mail.link).toMatch(new RegExp(`^${config.PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{40,}$`));
    expect(mail).toMatchObject({
      to: body.email,
      subject: expect.any(String),
      html: expect.stringContaining(mail.link),
    });
    expect(mail.text).toContain(mail.link);
    expect(leaksSecrets(JSON.stringify(res.body))).toBe(false);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'an email with two dots in a row',
      { email: 'jane..doe@gmail.com' },
      'Please enter a valid email address',
    ],
    ['an email starting with a dot', { email: '.jane@gmail.com' }, 'Please enter a valid email address'],
    [
      'a disposable domain',
      { email: 'chef.ok@mailinator.com' },
      'Please use a real email address. Temporary or disposable emails are not allowed.',
    ],
    [
      'a reserved test domain',
      { email: 'chef.ok@example.com' },
      'Please use a real email address. Temporary or disposable emails are not allowed.',
    ],
    [
      'a placeholder local part',
      { email: 'test1@gmail.com' },
      'Please provide a valid personal email address.',
    ],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['a long username', { username: 'a'.repeat(21) }, 'Username must be 20 characters or fewer'],
    [
      'a username with spaces',
      { username: 'chef bob' },
      'Username can only contain letters, numbers, and underscores',
    ],
    ['a spammy username', { username: 'aaaaaaaaa' }, 'Username contains spam patterns'],
    ['no consent', { gdprConsent: false }, 'You must accept the data processing terms to continue'],
    ['consent missing', { gdprConsent: undefined }, 'You must accept the data processing terms to continue'],
  ])('when the body has %s, then 400 with the spec message', async (_case, override, message) => {
    const res = await post(registration(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message });
  });

  it('when the email is already used in another case, then 409 with a clear message', async () => {
    const email = uniqueEmail();
    await post(registration({ email })).expect(201);
    const res = await post(registration({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'An account with this email already exists.' });
  });

  it('when the username is taken in another case, then 409 with a clear message', async () => {
    const first = registration();
    await post(first).expect(201);
    const res = await post(registration({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This username is already taken.');
  });

  it.each([
    ['an operator object as email', { email: { $gt: '' } }],
    ['an operator object as password', { password: { $ne: null } }],
    ['a number as username', { username: 12345 }],
    ['a string as consent', { gdprConsent: 'true' }],
  ])('when the body carries %s, then 400', async (_case, override) => {
    const res = await post(registration(override));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
  });
});

describe('POST /api/referral/register', () => {
  it('when the code is unknown, then 400 "Invalid referral code"', async () => {
    const res = await request(app)
      .post('/api/referral/register')
      .send(registration({ referralCode: 'ZZZZZZZZ' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid referral code');
  });
});
