import { friendListSchema } from '@fff/contracts';
import { ONLINE_WINDOW_MS } from '@fff/domain';
import { useSocialWorld } from '../../__tests__/social-world';
import { directorySnapshot } from '../../__tests__/test-learner';
import { DirectoryModel } from '../../directory/model';

const world = useSocialWorld();

describe('GET /api/friends', () => {
  it('when learning knows the friend, then the card carries xp, level, streak and Spice Stones from one batch call', async () => {
    const [me, friend] = [await world.cook(), await world.cook()];
    world.learning.xp.set(friend.id, { prepXp: 900, flavorXp: 200, scienceXp: 100 });
    await world.befriend(me, friend);
    world.learning.calls.length = 0;

    const res = await world.as(me).get('/api/friends');
    const [entry] = friendListSchema.parse(res.body);
    expect(entry.friend).toMatchObject({
      id: friend.id,
      username: friend.username,
      xp: 1200,
      level: 1,
      streak: 0,
      flavourStones: 0,
    });
    expect(world.learning.calls).toEqual(['POST /internal/progression/cards']);
  });

  it('when learning is down, then the friend is listed without numbers instead of failing', async () => {
    const [me, friend] = [await world.cook(), await world.cook()];
    await world.befriend(me, friend);
    world.learning.failWith = 503;
    const res = await world.as(me).get('/api/friends');
    expect(res.status).toBe(200);
    expect(res.body[0].friend).toMatchObject({
      id: friend.id,
      xp: null,
      level: null,
      streak: null,
      flavourStones: null,
    });
  });

  it('when the friend hides progress from friends, then no numbers are shown and learning is not asked', async () => {
    const [me, friend] = [await world.cook(), await world.cook(undefined, { showProgressToFriends: false })];
    world.learning.xp.set(friend.id, { prepXp: 50, flavorXp: 0, scienceXp: 0 });
    await world.befriend(me, friend);
    world.learning.calls.length = 0;
    const res = await world.as(me).get('/api/friends');
    expect(res.body[0].friend.xp).toBeNull();
    expect(world.learning.calls).toEqual([]);
  });

  it('when the friend used the app recently, then isOnline is true; after the window or with the status hidden it is false', async () => {
    const [me, active, shy] = [
      await world.cook(),
      await world.cook(),
      await world.cook(undefined, { showOnlineStatus: false }),
    ];
    await world.befriend(me, active);
    await world.befriend(me, shy);
    const online = async () =>
      Object.fromEntries(
        (await world.as(me).get('/api/friends')).body.map(
          (f: { friend: { id: string; isOnline: boolean } }) => [f.friend.id, f.friend.isOnline],
        ),
      );
    expect(await online()).toEqual({ [active.id]: true, [shy.id]: false });

    await DirectoryModel.updateOne(
      { _id: active.id },
      { $set: { lastSeenAt: new Date(Date.now() - ONLINE_WINDOW_MS - 1000) } },
    );
    expect((await online())[active.id]).toBe(false);
  });

  it('when a friend is added after my last list, then the next list shows them with their numbers', async () => {
    const [me, old, added] = [await world.cook(), await world.cook(), await world.cook()];
    await world.befriend(me, old);
    expect((await world.as(me).get('/api/friends')).body).toHaveLength(1);
    world.learning.xp.set(added.id, { prepXp: 70, flavorXp: 0, scienceXp: 0 });
    await world.befriend(me, added);

    const entries = friendListSchema.parse((await world.as(me).get('/api/friends')).body);
    expect(entries.map((e) => [e.friend.id, e.friend.username, e.friend.xp])).toEqual([
      [added.id, added.username, 70],
      [old.id, old.username, 0],
    ]);
  });

  it('when a friendship ended after my last list, then the former friend is not listed and learning is not asked about them', async () => {
    const [me, former] = [await world.cook(), await world.cook()];
    await world.befriend(me, former);
    expect((await world.as(me).get('/api/friends')).body).toHaveLength(1);
    expect((await world.as(me).post(`/api/users/${former.id}/block`)).status).toBeLessThan(300);
    world.learning.calls.length = 0;

    expect((await world.as(me).get('/api/friends')).body).toEqual([]);
    expect(world.learning.calls).toEqual([]);
  });

  it('when a friend starts hiding their progress after my last list, then the next list shows no numbers', async () => {
    const [me, friend] = [await world.cook(), await world.cook()];
    world.learning.xp.set(friend.id, { prepXp: 30, flavorXp: 0, scienceXp: 0 });
    await world.befriend(me, friend);
    expect((await world.as(me).get('/api/friends')).body[0].friend.xp).toBe(30);
    const hidden = await world.event({
      operationId: `dir-${friend.id}-privacy`,
      kind: 'privacy',
      userId: friend.id,
      version: 2,
      user: { ...directorySnapshot(friend.username), showProgressToFriends: false },
    });
    expect(hidden.status).toBe(200);
    world.learning.calls.length = 0;

    expect((await world.as(me).get('/api/friends')).body[0].friend.xp).toBeNull();
    expect(world.learning.calls).toEqual([]);
  });

  it("when the friend's account is deleted, then they leave the list", async () => {
    const [me, friend] = [await world.cook(), await world.cook()];
    await world.befriend(me, friend);
    await world.event({ operationId: `del-${friend.id}`, kind: 'deleted', userId: friend.id, version: 5 });
    expect((await world.as(me).get('/api/friends')).body).toEqual([]);
  });
});

describe('indexes', () => {
  it('when friends and incoming requests are read, then the query plans use indexes', async () => {
    const { FriendshipModel, FriendRequestModel } = await import('../model');
    const friends = await FriendshipModel.find({ userId: 'u1' })
      .sort({ acceptedAt: -1 })
      .explain('queryPlanner');
    const inbox = await FriendRequestModel.find({ receiverId: 'u1', status: 'pending' })
      .sort({ receiverId: 1, status: 1, createdAt: -1 })
      .explain('queryPlanner');
    expect(JSON.stringify(friends)).toContain('IXSCAN');
    expect(JSON.stringify(inbox)).toContain('IXSCAN');
  });
});
