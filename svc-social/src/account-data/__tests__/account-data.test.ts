import {
  describeUserDataRegistry,
  startTestDatabase,
  type TestDatabase,
  internalHeaders,
} from '@fff/service-kit/testing';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { MessageModel } from '../../chat/model';
import { DirectoryModel } from '../../directory/model';
import { FriendRequestModel, FriendshipModel } from '../../friends/model';
import { GiftModel } from '../../gifts/model';
import { LeagueEntryModel } from '../../league/model';
import { BlockModel, ReportModel } from '../../safety/model';
import { userData } from '../registry';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());

const { app } = testApp();
const internal = (path: string, body: object) =>
  request(app).post(path).set(internalHeaders('identity')).send(body);
const id = () => new mongoose.Types.ObjectId().toHexString();
const place = (userId: string, week: string) =>
  LeagueEntryModel.create({
    userId,
    week,
    leagueId: 'teaspoon-tier',
    cohortId: 'cohort-1',
    seat: 1,
    scoreAt: new Date(),
    username: `chef_${userId.slice(-4)}`,
    xp: 30,
  });

/**
 * `me` and `friend` are friends with a chat, requests, blocks and a gift; `stranger` blocked and
 * reported `me`, and `me` reported a spammer.
 */
async function socialLife(me: string, friend: string, stranger: string) {
  const at = new Date();
  const pair = [me, friend].sort().join(':');
  await FriendshipModel.create([
    { userId: me, friendId: friend, pairKey: pair, acceptedAt: at },
    { userId: friend, friendId: me, pairKey: pair, acceptedAt: at },
  ]);
  await FriendRequestModel.create({ senderId: stranger, receiverId: me, message: 'hi', status: 'declined' });
  await MessageModel.create({ conversationId: pair, senderId: friend, receiverId: me, message: 'Bake day?' });
  await BlockModel.create([
    { blockerId: me, blockedId: 'spammer1' },
    { blockerId: stranger, blockedId: me },
  ]);
  await ReportModel.create([
    { reporterId: stranger, type: 'user', targetId: me, reason: 'secret reason' },
    { reporterId: me, type: 'user', targetId: 'spammer1', reason: 'spam links' },
  ]);
  const gift = {
    senderId: me,
    receiverId: friend,
    amount: 5,
    fromUsername: 'me',
    toUsername: 'friend',
    nextAttemptAt: at,
  };
  await GiftModel.create({ ...gift, _id: `${me}:g1`, status: 'sent' });
  await GiftModel.create({ ...gift, _id: `${me}:g2`, status: 'pending' });
  await DirectoryModel.create({
    _id: me,
    username: 'chef_me',
    usernameLower: 'chef_me',
    version: 5,
    lastSeenAt: at,
  });
}

describe('svc-social account data', () => {
  it('when a learner with friends, chats, blocks and gifts exports, then they get their own and never who blocked or reported them', async () => {
    const [me, friend, stranger] = [id(), id(), id()];
    await socialLife(me, friend, stranger);
    const { friends } = (await internal('/internal/account-data/export', { userId: me, types: ['friends'] }))
      .body.sections;
    expect(friends.friends).toEqual([expect.objectContaining({ userId: me, friendId: friend })]);
    expect(friends.messages).toEqual([expect.objectContaining({ message: 'Bake day?' })]);
    expect(friends.friendRequests).toHaveLength(1);
    expect(friends.blocks).toEqual([expect.objectContaining({ blockerId: me, blockedId: 'spammer1' })]);
    expect(friends.reports).toEqual([expect.objectContaining({ reporterId: me, reason: 'spam links' })]);
    expect(friends.gifts).toHaveLength(2);
    expect(JSON.stringify(friends)).not.toContain('secret reason');
  });

  it('when someone blocked the exporter, then their messages (hidden in the app since) are not exported', async () => {
    const [me, blocker, friend] = [id(), id(), id()];
    const say = (senderId: string, receiverId: string, message: string) =>
      MessageModel.create({
        conversationId: [senderId, receiverId].sort().join(':'),
        senderId,
        receiverId,
        message,
      });
    await say(blocker, me, 'their words');
    await say(me, blocker, 'my words');
    await say(friend, me, 'a friend still');
    await BlockModel.create({ blockerId: blocker, blockedId: me });

    const { friends } = (await internal('/internal/account-data/export', { userId: me, types: ['friends'] }))
      .body.sections;

    const exported = (friends.messages as Array<{ message: string }>).map((m) => m.message).sort();
    expect(exported).toEqual(['a friend still', 'my words']);
  });

  it('when a learner with a social life is erased, then every trace goes but a pending gift, and the directory keeps only a nameless tombstone', async () => {
    const [me, friend, stranger] = [id(), id(), id()];
    await socialLife(me, friend, stranger);
    await internal('/internal/account-data/erase', { userId: me, operationId: `delete:${me}` }).expect(200);
    expect(await FriendshipModel.countDocuments({ $or: [{ userId: me }, { friendId: me }] })).toBe(0);
    expect(await FriendRequestModel.countDocuments({ receiverId: me })).toBe(0);
    expect(await MessageModel.countDocuments({ receiverId: me })).toBe(0);
    expect(await BlockModel.countDocuments({ $or: [{ blockerId: me }, { blockedId: me }] })).toBe(0);
    expect(await ReportModel.countDocuments({ targetId: me })).toBe(0);
    expect(await ReportModel.countDocuments({ reporterId: me })).toBe(0);
    expect(await GiftModel.find({ senderId: me }).distinct('status')).toEqual(['pending']);
    expect(await DirectoryModel.findById(me).lean()).toMatchObject({
      deleted: true,
      username: 'deleted',
      version: 5,
      lastSeenAt: null,
    });
  });

  it('when the social category is reset, then friendships and requests go and messages stay', async () => {
    const [me, friend, stranger] = [id(), id(), id()];
    await socialLife(me, friend, stranger);
    await internal('/internal/account-data/reset', {
      userId: me,
      operationId: `reset-social-${me}`,
      categories: ['social'],
    }).expect(200);
    expect(await FriendshipModel.countDocuments({ $or: [{ userId: me }, { friendId: me }] })).toBe(0);
    expect(await FriendRequestModel.countDocuments({ receiverId: me })).toBe(0);
    expect(await MessageModel.countDocuments({ receiverId: me })).toBe(1);
    expect(await BlockModel.countDocuments({ blockerId: me })).toBe(1);
  });

  it('when the learner exports friends, then their league history comes back and nothing of a stranger', async () => {
    const me = id();
    const stranger = id();
    await place(me, '2026-W47');
    await place(stranger, '2026-W47');
    const res = await internal('/internal/account-data/export', {
      userId: me,
      types: ['friends', 'profile'],
    });
    expect(res.status).toBe(200);
    expect(res.body.sections.friends.leagueHistory).toEqual([
      expect.objectContaining({ userId: me, week: '2026-W47', xp: 30 }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(stranger);
  });

  it('when friends are not asked for, then social adds nothing', async () => {
    expect(
      (await internal('/internal/account-data/export', { userId: id(), types: ['progress'] })).body,
    ).toEqual({ sections: {} });
  });

  it('when the learner is erased twice, then their league places are gone, others stay, and the second call is harmless', async () => {
    const me = id();
    const other = id();
    await place(me, '2026-W46');
    await place(me, '2026-W47');
    await place(other, '2026-W47');
    expect(
      (await internal('/internal/account-data/erase', { userId: me, operationId: `delete:${me}` })).body,
    ).toEqual({ applied: true });
    expect(
      (await internal('/internal/account-data/erase', { userId: me, operationId: `delete:${me}` })).body,
    ).toEqual({ applied: false });
    expect(await LeagueEntryModel.countDocuments({ userId: me })).toBe(0);
    expect(await LeagueEntryModel.countDocuments({ userId: other })).toBe(1);
  });

  it('when a social reset is delivered twice, then it is applied once', async () => {
    const me = id();
    const reset = () =>
      internal('/internal/account-data/reset', {
        userId: me,
        operationId: `reset-${me}`,
        categories: ['social'],
      });
    expect((await reset()).body).toEqual({ applied: true });
    expect((await reset()).body).toEqual({ applied: false });
  });

  it('when the internal token is missing, then 401', async () => {
    await request(app)
      .post('/internal/account-data/erase')
      .send({ userId: id(), operationId: 'delete:x1234567' })
      .expect(401);
  });
});

// Run last, so that the collections the tests above wrote are in the database it also reads.
describeUserDataRegistry('svc-social', () => userData, path.join(__dirname, '../..'));
