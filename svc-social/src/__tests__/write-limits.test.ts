import { WRITE_LIMIT_MESSAGE, WRITE_LIMITS } from '@fff/domain';
import { RATE_LIMIT_COLLECTION } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { MessageModel } from '../chat/model';
import { useSocialWorld, type Cook } from './social-world';
import { testApp } from './test-app';
import { testCook } from './test-learner';

const world = useSocialWorld();

beforeEach(() => mongoose.connection.collection(RATE_LIMIT_COLLECTION).deleteMany({}));

const tooMany = { error: 'too_many_requests', message: WRITE_LIMIT_MESSAGE };

/** The social app with small write limits (the WRITE_LIMIT_* settings), on the same database. */
function limitedApp(perLearner: number, perIp: number) {
  const { app, keys } = testApp({
    LEARNING_URL: world.learning.url,
    WRITE_LIMIT_PER_LEARNER: String(perLearner),
    WRITE_LIMIT_PER_IP: String(perIp),
  });
  const post = (cook: Cook, url: string, body: object = {}) =>
    request(app).post(url).set('authorization', `Bearer ${cook.token}`).send(body);
  return { app, keys, post };
}

describe('write limits of svc-social', () => {
  it('when a learner chats fast, then every message goes through; when a script sends 100 at once, then it is stopped', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    await world.befriend(a, b);
    const limit = WRITE_LIMITS.social.perLearner;

    // A fast typist: 30 messages one after the other.
    for (let i = 0; i < 30; i++)
      expect((await world.as(a).post('/api/chat', { receiverId: b.id, message: `yum ${i}` })).status).toBe(
        201,
      );

    const burst = await Promise.all(
      Array.from({ length: 100 }, (_v, i) =>
        world.as(a).post('/api/chat', { receiverId: b.id, message: `spam ${i}` }),
      ),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body).toMatchObject(tooMany);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // The befriending request counts too: at most `limit` writes of the learner got through.
    expect(await MessageModel.countDocuments({ senderId: a.id })).toBeLessThanOrEqual(limit - 1);
    expect((await world.as(a).get(`/api/chat/${b.id}`)).status).toBe(200);
  });

  it.each([
    ['/api/chat', (other: string) => ({ receiverId: other, message: 'hi' })],
    ['/api/friend-requests', (other: string) => ({ userId: other })],
    ['/api/friend-requests/0123456789abcdef01234567/accept', () => ({})],
    ['/api/friend-requests/0123456789abcdef01234567/decline', () => ({})],
    ['/api/users/{other}/cancel-request', () => ({})],
    ['/api/users/{other}/unfriend', () => ({})],
    ['/api/users/{other}/block', () => ({})],
    ['/api/report-content', (other: string) => ({ type: 'user', targetId: other, reason: 'rude' })],
    ['/api/flavour-stones/send', (other: string) => ({ receiverId: other, amount: 1 })],
    ['/api/league/create-crew', (other: string) => ({ name: 'Crew', banner: '🔥', memberIds: [other] })],
    ['/api/league/join-crew', () => ({ crewId: '0123456789abcdef01234567' })],
  ])('when a learner repeats POST %s past the limit, then 429 too_many_requests', async (path, body) => {
    const { post, keys } = limitedApp(6, 1000);
    const [me, other] = [testCook(keys), testCook(keys)];
    const url = path.replace('{other}', other.id);

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(me, url, body(other.id))).status);

    expect(statuses.slice(0, 6)).not.toContain(429);
    expect(statuses[6]).toBe(429);
    expect((await post(me, url, body(other.id))).body).toMatchObject(tooMany);
  });

  it('when many learners write from one address past its limit, then the address is stopped and reads still pass', async () => {
    const { app, keys, post } = limitedApp(100, 6);
    const cooks = [testCook(keys), testCook(keys), testCook(keys), testCook(keys)];

    const statuses: number[] = [];
    for (const cook of cooks.slice(0, 3))
      for (let i = 0; i < 2; i++)
        statuses.push((await post(cook, `/api/users/${cooks[3].id}/unfriend`)).status);
    const seventh = await post(cooks[3], `/api/users/${cooks[0].id}/unfriend`);

    expect(statuses).not.toContain(429);
    expect(seventh.status).toBe(429);
    expect(seventh.body).toMatchObject(tooMany);
    const read = await request(app).get('/api/friends').set('authorization', `Bearer ${cooks[3].token}`);
    expect(read.status).toBe(200);
  });
});
