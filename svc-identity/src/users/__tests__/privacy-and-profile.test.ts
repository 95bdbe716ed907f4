import { privacySettingsSchema, updateProfileResponseSchema } from '@fff/contracts';
import request from 'supertest';
import { startFakeReceiver } from '../../__tests__/fake-receiver';
import { NewsletterSignupModel } from '../../newsletter/model';
import { mailCount, signIn, uniqueUsername, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();
let social: Awaited<ReturnType<typeof startFakeReceiver>>;
let it$: ReturnType<typeof testApp>;
beforeAll(async () => {
  social = await startFakeReceiver();
  it$ = testApp({ SOCIAL_URL: social.url, RATE_LIMIT_LOGIN_PER_IP: '1000' });
});
afterAll(() => social.stop());

async function member() {
  const creds = await verifiedUser(it$.app, it$.outboxDir);
  const { token } = await signIn(it$.app, creds.email);
  const as = (req: request.Test) => req.set('authorization', `Bearer ${token}`);
  return { ...creds, token, as };
}
const events = (userId: string, kind: string) =>
  social.to('/internal/directory/events').filter((c) => c.body.userId === userId && c.body.kind === kind);
const idOf = async (m: Awaited<ReturnType<typeof member>>) =>
  (await m.as(request(it$.app).get('/api/user'))).body.id as string;

describe('privacy settings', () => {
  it('when a new learner opens them, then the spec defaults show with account type Free', async () => {
    const m = await member();
    const res = await m.as(request(it$.app).get('/api/user/privacy-settings'));
    expect(res.status).toBe(200);
    expect(privacySettingsSchema.parse(res.body)).toEqual({
      allowDataCollection: true,
      emailNotifications: true,
      marketingEmails: false,
      profileVisibility: 'public',
      showProgressToFriends: true,
      allowFriendRequests: true,
      showOnlineStatus: true,
      shareActivityUpdates: true,
      accountType: 'Free',
    });
  });

  it('when one toggle is saved, then only it changes and svc-social hears the new flags through the outbox', async () => {
    const m = await member();
    const res = await m
      .as(request(it$.app).put('/api/user/privacy-settings'))
      .send({ marketingEmails: true, allowFriendRequests: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Settings Updated',
      settings: { marketingEmails: true, allowFriendRequests: false, emailNotifications: true },
    });
    await it$.outbox.drain();
    const [event] = events(await idOf(m), 'privacy');
    expect(event.body.user).toMatchObject({ allowFriendRequests: false, profileVisibility: 'public' });
    expect(event).toMatchObject({ caller: 'identity', token: it$.config.INTERNAL_TOKEN_IDENTITY });
  });

  it.each([
    ['a string for a toggle', { marketingEmails: 'yes' }],
    ['nothing to change', {}],
    ['an unknown visibility', { profileVisibility: 'everyone' }],
  ])('when the body has %s, then 400 and nothing changes', async (_case, body) => {
    const m = await member();
    const res = await m.as(request(it$.app).put('/api/user/privacy-settings')).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await m.as(request(it$.app).get('/api/user/privacy-settings'))).body.marketingEmails).toBe(false);
  });

  it('when consent is withdrawn, then all three data toggles are off at once and notify-me entries go', async () => {
    const m = await member();
    await m.as(request(it$.app).put('/api/user/privacy-settings')).send({ marketingEmails: true });
    await NewsletterSignupModel.create({
      email: m.email.toLowerCase(),
      feature: 'shop',
      createdAt: new Date(),
    });
    const res = await m.as(request(it$.app).post('/api/user/withdraw-consent'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Consent Withdrawn');
    const after = (await m.as(request(it$.app).get('/api/user/privacy-settings'))).body;
    expect(after).toMatchObject({
      allowDataCollection: false,
      emailNotifications: false,
      marketingEmails: false,
    });
    await it$.outbox.drain();
    expect(events(await idOf(m), 'privacy')).toHaveLength(2);
  });
});

describe('PUT /api/user/profile', () => {
  const put = (m: Awaited<ReturnType<typeof member>>, body: object) =>
    m.as(request(it$.app).put('/api/user/profile')).send(body);

  it('when names, bio and username change, then they are saved and the rename reaches svc-social', async () => {
    const m = await member();
    const username = uniqueUsername();
    const res = await put(m, {
      username,
      email: m.email,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      bio: 'Loves sourdough.',
    });
    expect(res.status).toBe(200);
    const body = updateProfileResponseSchema.parse(res.body);
    expect(body.user).toMatchObject({
      username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: 'Loves sourdough.',
      email: m.email,
    });
    expect(body.pendingEmail).toBeNull();
    await it$.outbox.drain();
    expect(
      events(body.user.id, 'renamed').map((e) => (e.body.user as { username: string }).username),
    ).toEqual([username]);
  });

  it('when another learner holds the username in another case, then 409 and nothing is saved', async () => {
    const other = await member();
    const m = await member();
    const res = await put(m, { username: other.username.toUpperCase(), email: m.email, bio: 'new bio' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This username is already taken.');
    expect((await m.as(request(it$.app).get('/api/user'))).body).toMatchObject({
      username: m.username,
      bio: '',
    });
  });

  it.each([
    ['an empty username', { username: '  ' }, 'Please enter a username'],
    ['an empty email', { email: '' }, 'Please enter an email address'],
    ['a 201-character bio', { bio: 'a'.repeat(201) }, 'Bio must be at most 200 characters'],
    ['a two-letter username', { username: 'ab' }, 'Username must be at least 3 characters'],
    [
      'a username with spaces',
      { username: 'chef ada' },
      'Username can only contain letters, numbers, and underscores',
    ],
    ['an offensive username', { username: 'fuck_chef' }, 'Username contains inappropriate language'],
    [
      'a disposable email',
      { email: 'chef123@mailinator.com' },
      'Please use a real email address. Temporary or disposable emails are not allowed.',
    ],
  ])('when the profile has %s, then 400 with the spec message', async (_case, change, message) => {
    const m = await member();
    const res = await put(m, { username: m.username, email: m.email, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when the email changes, then it is used only after the link sent to it is opened, and the old address is told', async () => {
    const { waitForMail } = await import('../../__tests__/helpers');
    const m = await member();
    const newEmail = `new.${m.email}`;
    const res = await put(m, { username: m.username, email: newEmail, currentPassword: m.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pendingEmail: newEmail, user: { email: m.email } });
    expect((await m.as(request(it$.app).get('/api/user/profile'))).body).toEqual({ pendingEmail: newEmail });
    const told = await waitForMail(it$.outboxDir, m.email, 'email-change-requested');
    expect(told.text).toContain(newEmail);
    const link = await waitForMail(it$.outboxDir, newEmail, 'confirm-email-change');
    const token = new URL(link.link).searchParams.get('confirmEmail') as string;
    expect(new URL(link.link).pathname).toBe('/edit-profile');
    await request(it$.app)
      .post('/api/auth/login')
      .send({ email: newEmail, password: m.password })
      .expect(401);

    const other = await member();
    const stolen = await other.as(request(it$.app).post('/api/user/confirm-email')).send({ token });
    expect(stolen.status).toBe(400);
    const done = await m.as(request(it$.app).post('/api/user/confirm-email')).send({ token });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(newEmail);
    await signIn(it$.app, newEmail, m.password);
    await request(it$.app).post('/api/auth/login').send({ email: m.email, password: m.password }).expect(401);
    await waitForMail(it$.outboxDir, m.email, 'email-changed');
    expect((await m.as(request(it$.app).post('/api/user/confirm-email')).send({ token })).status).toBe(400);
    expect((await m.as(request(it$.app).get('/api/user/profile'))).body).toEqual({ pendingEmail: null });
  });

  it('when the new email belongs to another account, then 409 and no link is sent', async () => {
    const other = await member();
    const m = await member();
    const res = await put(m, {
      username: m.username,
      email: other.email.toUpperCase(),
      currentPassword: m.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });

  it.each([
    ['no current password', 400, {}, 'Please enter your current password'],
    [
      'a wrong current password',
      403,
      { currentPassword: 'Not-the-one1' },
      'Your current password is incorrect.',
    ],
  ])(
    'when the email changes with %s, then %i, nothing changes and no mail is sent',
    async (_case, status, extra, message) => {
      const m = await member();
      const other = await member();
      // Even an address that has an account answers the same: the lookup waits for the password.
      for (const email of [`new.${m.email}`, other.email]) {
        const res = await put(m, { username: m.username, email, bio: 'changed', ...extra });
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
      expect((await m.as(request(it$.app).get('/api/user'))).body).toMatchObject({ email: m.email, bio: '' });
      expect((await m.as(request(it$.app).get('/api/user/profile'))).body).toEqual({ pendingEmail: null });
      expect(mailCount(it$.outboxDir, m.email, 'email-change-requested')).toBe(0);
    },
  );

  it('when five wrong passwords were tried on any route, then the email change is refused with 429 even with the right one', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) {
      const wrong = { currentPassword: 'Not-the-one1', newPassword: 'Sharper-Knife7' };
      await m.as(request(it$.app).post('/api/user/change-password')).send(wrong).expect(400);
    }
    for (let i = 0; i < 2; i++)
      await put(m, { username: m.username, email: `new.${m.email}`, currentPassword: 'Not-the-one1' }).expect(
        403,
      );
    const res = await put(m, { username: m.username, email: `new.${m.email}`, currentPassword: m.password });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect((await m.as(request(it$.app).get('/api/user/profile'))).body).toEqual({ pendingEmail: null });
  });
});
