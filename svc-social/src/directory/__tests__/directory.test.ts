import request from 'supertest';
import { useSocialWorld } from '../../__tests__/social-world';
import { directorySnapshot as snapshot, testCook } from '../../__tests__/test-learner';
import { DirectoryModel } from '../model';

const world = useSocialWorld();

describe('POST /internal/directory/events', () => {
  it('when events arrive out of order, then the newest version wins and repeats change nothing', async () => {
    const me = await world.cook();
    const id = 'cccccccccccccccccccccccc';
    const applied = async (operationId: string, kind: 'created' | 'renamed', version: number, name: string) =>
      (await world.event({ operationId, kind, userId: id, version, user: snapshot(name) })).body;
    expect(await applied('e2', 'renamed', 20, 'new_name')).toEqual({ applied: true });
    expect(await applied('e1', 'created', 10, 'old_name')).toEqual({ applied: false });
    expect(await applied('e2', 'renamed', 20, 'new_name')).toEqual({ applied: false });
    expect(
      (await world.as(me).get('/api/users/search?term=new_na')).body.map((u: { id: string }) => u.id),
    ).toEqual([id]);
    expect((await world.as(me).get('/api/users/search?term=old_na')).body).toEqual([]);
  });

  it('when the avatar or privacy changes, then the directory follows', async () => {
    const cook = await world.cook('pic_cook');
    await world.event({
      operationId: 'a1',
      kind: 'avatar',
      userId: cook.id,
      version: 2,
      user: { ...snapshot('pic_cook'), avatarUrl: '/api/avatars/x.webp?v=1' },
    });
    await world.event({
      operationId: 'p1',
      kind: 'privacy',
      userId: cook.id,
      version: 3,
      user: { ...snapshot('pic_cook'), avatarUrl: '/api/avatars/x.webp?v=1', allowFriendRequests: false },
    });
    expect(await DirectoryModel.findById(cook.id).lean()).toMatchObject({
      avatarUrl: '/api/avatars/x.webp?v=1',
      allowFriendRequests: false,
    });
  });

  it('when an account is deleted, then it is a tombstone an older event cannot revive', async () => {
    const cook = await world.cook('ghost_cook');
    await world.event({ operationId: 'd1', kind: 'deleted', userId: cook.id, version: 50 });
    await world.event({
      operationId: 'late',
      kind: 'renamed',
      userId: cook.id,
      version: 40,
      user: snapshot('ghost_cook'),
    });
    expect(await DirectoryModel.findById(cook.id).lean()).toMatchObject({ deleted: true });
  });

  it('when the body is malformed or the token is missing, then 400 / 401 JSON', async () => {
    const bad = await world.event({ operationId: 'x', kind: 'renamed', userId: 'c1', version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation');
    const anonymous = await request(world.social.app).post('/internal/directory/events').send({});
    expect(anonymous.status).toBe(401);
  });

  it('when a learner we never heard of calls, then they are added from their token (so friends can find them)', async () => {
    const me = await world.cook();
    const stranger = testCook(world.social.keys, {
      id: 'dddddddddddddddddddddddd',
      username: 'token_only_cook',
    });
    await world.as(stranger).get('/api/friends');
    expect(
      (await world.as(me).get('/api/users/search?term=token_only')).body.map((u: { id: string }) => u.id),
    ).toEqual([stranger.id]);
  });
});
