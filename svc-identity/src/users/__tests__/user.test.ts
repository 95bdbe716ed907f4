import { userSchema } from '@fff/contracts';
import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import request from 'supertest';
import { ensureIndexes } from '../../app';
import { startFakeLearning } from '../../__tests__/fake-learning';
import { leaksSecrets, PASSWORD, signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp } from '../../__tests__/test-app';

let db: TestDatabase;
let learning: Awaited<ReturnType<typeof startFakeLearning>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  learning = await startFakeLearning();
});
afterAll(async () => {
  await learning.stop();
  await db.stop();
});

const down = testApp();
const me = (app: typeof down.app, token: string) =>
  request(app).get('/api/user').set('authorization', `Bearer ${token}`);

describe('GET /api/user', () => {
  it('when learning is down, then the profile comes with default progression and progressionAvailable false', async () => {
    const { email, username } = await verifiedUser(down.app, down.outboxDir);
    const { token } = await signIn(down.app, email);
    const res = await me(down.app, token);
    expect(res.status).toBe(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      email,
      username,
      progressionAvailable: false,
      hearts: 5,
      level: 1,
      xp: 0,
      spiceStones: 0,
      flavourStones: 0,
      streakFreezeCount: 0,
      profileVisibility: 'public',
      marketingEmails: false,
      allowDataCollection: true,
      avatarUrl: null,
    });
    expect(user.referralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(leaksSecrets(JSON.stringify(res.body))).toBe(false);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it('when learning has new numbers, then the next /api/user shows them (reads are shared, never kept)', async () => {
    const up = testApp({ LEARNING_URL: learning.url });
    const { email } = await verifiedUser(up.app, up.outboxDir);
    const { token } = await signIn(up.app, email);
    try {
      const [first, second] = await Promise.all([me(up.app, token), me(up.app, token)]);
      expect([first.body.xp, second.body.xp]).toEqual([120, 120]);
      learning.setXp(450);
      expect((await me(up.app, token)).body).toMatchObject({ xp: 450, progressionAvailable: true });
    } finally {
      learning.setXp(120);
    }
  });

  it('when learning answers, then its progression is merged and flavourStones equals spiceStones', async () => {
    const up = testApp({ LEARNING_URL: learning.url });
    const { email } = await verifiedUser(up.app, up.outboxDir);
    const { token } = await signIn(up.app, email);
    const res = await me(up.app, token);
    expect(res.body).toMatchObject({
      progressionAvailable: true,
      xp: 120,
      level: 3,
      hearts: 4,
      spiceStones: 260,
      flavourStones: 260,
      nextHeartAt: '2025-01-02T10:00:00.000Z',
    });
  });

  it('when there is no token, then 401 JSON', async () => {
    const res = await request(down.app).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('POST /api/user/change-password', () => {
  const change = (token: string, body: object) =>
    request(down.app).post('/api/user/change-password').set('authorization', `Bearer ${token}`).send(body);

  it('when the current password is right and the new one strong, then other sessions end and this one stays', async () => {
    const { email } = await verifiedUser(down.app, down.outboxDir);
    const other = await signIn(down.app, email);
    const mine = await signIn(down.app, email);
    const res = await change(mine.token, { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7' });
    expect(res.status).toBe(200);
    await me(down.app, mine.token).expect(200);
    await request(down.app).post('/api/auth/refresh').set('cookie', mine.cookie).expect(200);
    await me(down.app, other.token).expect(401);
    await request(down.app).post('/api/auth/refresh').set('cookie', other.cookie).expect(401);
    await signIn(down.app, email, 'Sharper-Knife7');
  });

  it.each([
    [
      'the current password is empty',
      { currentPassword: '', newPassword: 'Sharper-Knife7' },
      'Please enter your current password',
    ],
    [
      'the new password is weak',
      { currentPassword: PASSWORD, newPassword: 'weakweak' },
      'Please ensure your new password meets all requirements.',
    ],
    [
      'the confirmation differs',
      { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7', confirmPassword: 'x' },
      'New password and confirmation must match',
    ],
    [
      'the current password is wrong',
      { currentPassword: 'Not-It-123!', newPassword: 'Sharper-Knife7' },
      'Your current password is incorrect.',
    ],
  ])('when %s, then 400 with a readable message', async (_case, body, message) => {
    const { email } = await verifiedUser(down.app, down.outboxDir);
    const { token } = await signIn(down.app, email);
    const res = await change(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
