import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { useSocialWorld, type Cook } from '../../__tests__/social-world';
import { testCook } from '../../__tests__/test-learner';
import { CrewModel } from '../../crews/model';
import { accountDataOps } from '../model';
import { DirectoryModel } from '../../directory/model';
import { FriendRequestModel } from '../../friends/model';
import { LeagueEntryModel } from '../../league/model';
import { BlockModel, ReportModel } from '../../safety/model';

const world = useSocialWorld();

/** svc-identity's erase of the learner's social data (the account was deleted). */
const erase = (cook: Cook) =>
  request(world.social.app)
    .post('/internal/account-data/erase')
    .set(internalHeaders('identity'))
    .send({ userId: cook.id, operationId: `delete:${cook.id}:social` })
    .expect(200);

const revoked = { error: 'session_revoked', message: 'Please sign in again.' };

describe('a deleted learner whose access token is still valid', () => {
  it('when they open the league, then no entry with their name comes back and they are asked to sign in', async () => {
    const gone = await world.cook();
    await erase(gone);

    const res = await world.as(gone).get('/api/league/current');

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(revoked);
    expect(await LeagueEntryModel.exists({ userId: gone.id })).toBeNull();
  });

  it('when they ask for a friend, block or report, then nothing about them is stored', async () => {
    const [gone, other] = [await world.cook(), await world.cook()];
    await erase(gone);
    const as = world.as(gone);

    for (const res of [
      await as.post('/api/friend-requests', { userId: other.id, message: 'hello' }),
      await as.post(`/api/users/${other.id}/block`),
      await as.post('/api/report-content', { type: 'user', targetId: other.id, reason: 'rude' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(revoked);
    }
    expect(await FriendRequestModel.exists({ senderId: gone.id })).toBeNull();
    expect(await BlockModel.exists({ blockerId: gone.id })).toBeNull();
    expect(await ReportModel.exists({ reporterId: gone.id })).toBeNull();
  });

  it('when they make a crew while their erase is still running, then the crew is not kept', async () => {
    const [gone, friend] = [await world.cook(), await world.cook()];
    await world.befriend(gone, friend);
    // The erase writes its tombstone first; their friendships are not removed yet.
    await accountDataOps.model.create({ _id: `erased:${gone.id}`, userId: gone.id, kind: 'erase' });

    const res = await world.as(gone).post('/api/league/create-crew', {
      name: 'Night Owls',
      banner: '🦉',
      memberIds: [friend.id],
    });

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(revoked);
    expect(await CrewModel.exists({ creatorId: gone.id })).toBeNull();
  });

  it('when the directory never knew them, then their first call does not add them to it', async () => {
    const gone = testCook(world.social.keys);
    await erase(gone);

    const res = await world.as(gone).get('/api/friends');

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(revoked);
    expect(await DirectoryModel.exists({ _id: gone.id })).toBeNull();
  });

  it('when the directory keeps their tombstone, then a call does not mark it seen', async () => {
    const gone = await world.cook();
    await erase(gone);

    await world.as(gone).get('/api/friends');

    expect(await DirectoryModel.findById(gone.id).lean()).toMatchObject({ deleted: true, lastSeenAt: null });
  });
});
