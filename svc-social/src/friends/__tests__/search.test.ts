import { searchResultListSchema } from '@fff/contracts';
import mongoose from 'mongoose';
import { useSocialWorld } from '../../__tests__/social-world';
import { DirectoryModel } from '../../directory/model';

const world = useSocialWorld();

const names = (body: unknown) => searchResultListSchema.parse(body).map((u) => u.username);

describe('GET /api/users/search', () => {
  it('when the term is a prefix in any case, then matching users come by name, without the searcher', async () => {
    const me = await world.cook('Basil_me');
    await world.cook('basil_b');
    await world.cook('BASIL_a');
    await world.cook('rosemary');
    const res = await world.as(me).get('/api/users/search?term=bAsIl');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['BASIL_a', 'basil_b']);
  });

  it('when the term is shorter than 2 characters, then 400 with the prompt text', async () => {
    const me = await world.cook();
    const res = await world.as(me).get('/api/users/search?term=a');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'Type at least 2 characters to search' });
  });

  it('when there are more matches than the limit, then pages follow each other without overlap', async () => {
    const me = await world.cook();
    for (const n of ['pg_1', 'pg_2', 'pg_3', 'pg_4', 'pg_5']) await world.cook(n);
    const page1 = names((await world.as(me).get('/api/users/search?term=pg_&limit=2')).body);
    const page2 = names((await world.as(me).get('/api/users/search?term=pg_&limit=2&page=2')).body);
    const page3 = names((await world.as(me).get('/api/users/search?term=pg_&limit=2&page=3')).body);
    expect([page1, page2, page3]).toEqual([['pg_1', 'pg_2'], ['pg_3', 'pg_4'], ['pg_5']]);
  });

  it('when a profile is private or deleted, then search does not find it', async () => {
    const me = await world.cook();
    await world.cook('hidden_private', { profileVisibility: 'private' });
    const gone = await world.cook('hidden_gone');
    await world.event({ operationId: `del-${gone.id}`, kind: 'deleted', userId: gone.id, version: 9 });
    expect(names((await world.as(me).get('/api/users/search?term=hidden')).body)).toEqual([]);
  });

  it('when someone blocked the searcher, or the searcher blocked them, then neither finds the other', async () => {
    const [me, blocker, blocked] = [
      await world.cook('blk_me'),
      await world.cook('blk_blocker'),
      await world.cook('blk_blocked'),
    ];
    await world.as(blocker).post(`/api/users/${me.id}/block`);
    await world.as(me).post(`/api/users/${blocked.id}/block`);
    expect(names((await world.as(me).get('/api/users/search?term=blk_')).body)).toEqual([]);
    expect(names((await world.as(blocker).get('/api/users/search?term=blk_')).body)).toEqual(['blk_blocked']);
  });

  it('when results are friends, requested or requesting, then each says so; numbers only where the profile shows them', async () => {
    const me = await world.cook('rel_me');
    const [friend, asked, asking] = [
      await world.cook('rel_friend'),
      await world.cook('rel_asked'),
      await world.cook('rel_asking'),
    ];
    const shy = await world.cook('rel_shy', { profileVisibility: 'friends' });
    world.learning.xp.set(shy.id, { prepXp: 10, flavorXp: 0, scienceXp: 0 });
    world.learning.xp.set(asked.id, { prepXp: 30, flavorXp: 0, scienceXp: 0 });
    await world.befriend(me, friend);
    await world.as(me).post('/api/friend-requests', { userId: asked.id });
    await world.as(asking).post('/api/friend-requests', { userId: me.id });
    const found = searchResultListSchema.parse((await world.as(me).get('/api/users/search?term=rel_')).body);
    const by = Object.fromEntries(found.map((u) => [u.username, u]));
    expect(by.rel_friend.relationship).toBe('friends');
    expect(by.rel_asked).toMatchObject({ relationship: 'request_sent', xp: 30 });
    expect(by.rel_asking.relationship).toBe('request_received');
    expect(by.rel_shy).toMatchObject({ relationship: 'none', xp: null, level: null, flavourStones: null });
  });

  it('when the directory is searched, then the query plan uses the username index', async () => {
    const plan = await DirectoryModel.find({
      usernameLower: mongoose.trusted({ $gte: 'ba', $lt: 'ba\uffff' }),
      deleted: false,
    })
      .sort({ usernameLower: 1, _id: 1 })
      .explain('queryPlanner');
    expect(JSON.stringify(plan)).toContain('IXSCAN');
  });
});
