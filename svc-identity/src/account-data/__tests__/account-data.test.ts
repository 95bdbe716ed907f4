import { exportFileSchema } from '@fff/contracts';
import request from 'supertest';
import { startFakeReceiver } from '../../__tests__/fake-receiver';
import { leaksSecrets, registration, signIn, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { NewsletterSignupModel } from '../../newsletter/model';
import { RoadmapVoteModel } from '../../roadmap/model';
import { SessionModel } from '../../sessions/model';
import { UserModel } from '../../users/model';

useIdentityDatabase();
type Fake = Awaited<ReturnType<typeof startFakeReceiver>>;
let learning: Fake;
let social: Fake;
let it$: ReturnType<typeof testApp>;
const sections = (owner: string) => (body: Record<string, unknown>) => ({
  sections: Object.fromEntries(
    (body.types as string[]).map((t) => [t, { from: owner, userId: body.userId }]),
  ),
});
beforeAll(async () => {
  learning = await startFakeReceiver({ '/internal/account-data/export': sections('learning') });
  social = await startFakeReceiver({ '/internal/account-data/export': sections('social') });
  it$ = testApp({
    LEARNING_URL: learning.url,
    SOCIAL_URL: social.url,
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    OUTBOX_RETRY_BASE_MS: '20',
  });
});
afterEach(() => {
  learning.setDown(false);
  social.setDown(false);
});
afterAll(async () => {
  await learning.stop();
  await social.stop();
});

async function member() {
  const creds = await verifiedUser(it$.app, it$.outboxDir);
  const session = await signIn(it$.app, creds.email);
  const id = (await request(it$.app).get('/api/user').set('authorization', `Bearer ${session.token}`)).body
    .id as string;
  const post = (path: string, body: object = {}) =>
    request(it$.app).post(path).set('authorization', `Bearer ${session.token}`).send(body);
  return { ...creds, ...session, id, post };
}

/** Let the outbox retry until `done()` holds (a service that came back gets its parts). */
async function eventually(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await it$.outbox.drain();
    await new Promise((r) => setTimeout(r, 30));
  }
  expect(done()).toBe(true);
}
const callsFor = (fake: Fake, path: string, userId: string) =>
  fake.to(path).filter((c) => c.body.userId === userId);

describe('POST /api/user/delete-account', () => {
  it('when svc-social is down during the request, then sessions end at once and every service still erases the user once', async () => {
    const me = await member();
    const otherDevice = await signIn(it$.app, me.email);
    await RoadmapVoteModel.create({ itemId: 'offline-mode', userId: me.id, createdAt: new Date() });
    await NewsletterSignupModel.create({ email: me.email.toLowerCase(), feature: 'shop', createdAt: new Date() });
    social.setDown(true);
    const res = await me.post('/api/user/delete-account', { confirmation: 'DELETE MY ACCOUNT' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your account and your data have been deleted.' });

    await request(it$.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(401);
    await request(it$.app).post('/api/auth/refresh').set('cookie', otherDevice.cookie).expect(401);
    await request(it$.app)
      .post('/api/auth/login')
      .send({ email: me.email, password: me.password })
      .expect(401);
    expect(await UserModel.countDocuments({ _id: me.id })).toBe(0);
    expect(await SessionModel.countDocuments({ userId: me.id })).toBe(0);
    expect(await RoadmapVoteModel.countDocuments({ userId: me.id })).toBe(0);
    expect(await NewsletterSignupModel.countDocuments({ email: me.email.toLowerCase() })).toBe(0);

    await eventually(() => callsFor(learning, '/internal/account-data/erase', me.id).length === 1);
    expect(callsFor(social, '/internal/account-data/erase', me.id)).toHaveLength(0);
    social.setDown(false);
    await eventually(() => callsFor(social, '/internal/account-data/erase', me.id).length === 1);
    expect(callsFor(social, '/internal/account-data/erase', me.id)[0].body).toEqual({
      userId: me.id,
      operationId: `delete:${me.id}`,
    });

    // A second attempt is harmless: the session is gone, nothing is sent again.
    expect((await me.post('/api/user/delete-account', { confirmation: 'DELETE MY ACCOUNT' })).status).toBe(
      401,
    );
    await it$.outbox.drain();
    expect(callsFor(learning, '/internal/account-data/erase', me.id)).toHaveLength(1);
    expect(callsFor(social, '/internal/account-data/erase', me.id)).toHaveLength(1);

    // The email is free again.
    await request(it$.app)
      .post('/api/auth/register')
      .send(registration({ email: me.email, username: me.username }))
      .expect(201);
    const link = await waitForMail(it$.outboxDir, me.email, 'verify-email', 1);
    await request(it$.app).get('/api/auth/verify-email').query({ token: link.token }).expect(200);
    await signIn(it$.app, me.email);
  });

  it.each([['delete my account'], ['DELETE MY ACCOUNT '], ['']])(
    'when the confirmation is %j, then 400 and nothing is deleted',
    async (confirmation) => {
      const me = await member();
      const res = await me.post('/api/user/delete-account', { confirmation });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please type DELETE MY ACCOUNT to confirm');
      await request(it$.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(200);
    },
  );
});

describe('POST /api/user/reset-progress', () => {
  const body = (operationId: string, over: object = {}) => ({
    categories: ['progress', 'character', 'social'],
    confirmation: 'Reset My Progress',
    operationId,
    ...over,
  });

  it('when svc-social is down, then 202 pending; the same request later finishes it without resetting anything twice', async () => {
    const me = await member();
    await UserModel.updateOne(
      { _id: me.id },
      { $set: { characterOutfit: 'apron', characterHairColor: 'red' } },
    );
    social.setDown(true);
    const opId = `reset-${me.id}-1`;
    const first = await me.post('/api/user/reset-progress', body(opId));
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      completed: false,
      operationId: opId,
      categories: ['progress', 'character', 'social'],
    });
    expect(await UserModel.findById(me.id).lean()).toMatchObject({
      characterOutfit: 'chef',
      characterHairColor: 'short',
    });
    expect(callsFor(learning, '/internal/account-data/reset', me.id).map((c) => c.body)).toEqual([
      { userId: me.id, operationId: opId, categories: ['progress'] },
    ]);

    social.setDown(false);
    const retry = await me.post('/api/user/reset-progress', body(opId, { categories: ['currency'] }));
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      completed: true,
      message: 'Your progress has been reset.',
      categories: ['progress', 'character', 'social'],
    });
    expect(callsFor(social, '/internal/account-data/reset', me.id).map((c) => c.body)).toEqual([
      { userId: me.id, operationId: opId, categories: ['social'] },
    ]);
    expect(callsFor(learning, '/internal/account-data/reset', me.id)).toHaveLength(1);
  });

  it('when another learner sends the same operation id, then 409', async () => {
    const me = await member();
    const other = await member();
    await me.post('/api/user/reset-progress', body(`shared-${me.id}`)).expect(200);
    const res = await other.post('/api/user/reset-progress', body(`shared-${me.id}`));
    expect(res.status).toBe(409);
  });

  it.each([
    ['the phrase is wrong', { confirmation: 'reset progress' }, 'Please type "reset my progress" to confirm'],
    ['no category is chosen', { categories: [] }, 'Please select at least one item to reset'],
  ])('when %s, then 400 and nothing is sent', async (_case, over, message) => {
    const me = await member();
    const res = await me.post('/api/user/reset-progress', body(`bad-${me.id}`, over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(callsFor(learning, '/internal/account-data/reset', me.id)).toHaveLength(0);
  });
});

describe('POST /api/user/export-data', () => {
  it('when all types are asked, then one file holds identity, learning and social data and nothing secret or of a stranger', async () => {
    const stranger = await member();
    const me = await member();
    const res = await me.post('/api/user/export-data', {});
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fork-to-flame-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exportFileSchema.parse(res.body);
    expect(file.types).toEqual(['profile', 'progress', 'achievements', 'friends', 'activities', 'settings']);
    expect(file.profile).toMatchObject({ id: me.id, email: me.email, username: me.username });
    expect(file.settings).toMatchObject({ allowDataCollection: true, accountType: 'Free' });
    expect(file.progress).toEqual({ from: 'learning', userId: me.id });
    expect(file.activities).toEqual({ from: 'learning', userId: me.id });
    expect(file.friends).toEqual({ from: 'social', userId: me.id });
    const text = JSON.stringify(res.body);
    expect(leaksSecrets(text)).toBe(false);
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain(stranger.id);
    expect(text).not.toMatch(/isDeveloper|referredBy/);
  });

  it('when only profile and settings are asked, then no other service is called', async () => {
    const me = await member();
    const res = await me.post('/api/user/export-data', { types: ['settings', 'profile'] });
    expect(Object.keys(res.body).sort()).toEqual([
      'app',
      'exportedAt',
      'profile',
      'settings',
      'types',
      'userId',
    ]);
    expect(callsFor(learning, '/internal/account-data/export', me.id)).toHaveLength(0);
  });

  it('when no type is chosen, then 400 with the spec message', async () => {
    const me = await member();
    const res = await me.post('/api/user/export-data', { types: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select at least one data type to export');
  });

  it('when svc-learning is down, then 503 with a readable message rather than a file missing a part', async () => {
    const me = await member();
    learning.setDown(true);
    const res = await me.post('/api/user/export-data', { types: ['progress', 'profile'] });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'Some of your data cannot be gathered right now. Please try again in a few minutes.',
    );
  });
});

describe('identity erasers', () => {
  it('every identity collection is erased on deletion or listed with the reason it is not', async () => {
    const { IDENTITY_ERASERS, IDENTITY_COLLECTIONS_NOT_ERASED } = await import('../identity-erasers');
    const mongoose = (await import('mongoose')).default;
    const known = new Set([...IDENTITY_ERASERS.map((e) => e.collection), ...IDENTITY_COLLECTIONS_NOT_ERASED]);
    const forgotten = Object.values(mongoose.models)
      .map((m) => m.collection.collectionName)
      .filter((name) => !known.has(name));
    expect(forgotten).toEqual([]);
  });
});
