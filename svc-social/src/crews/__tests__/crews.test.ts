import { crewListSchema, crewSchema } from '@fff/contracts';
import { leagueWeekKey, weeklyScore } from '@fff/domain';
import { weekKeyOf } from '../../__tests__/fake-dependencies';
import { useSocialWorld, type Cook } from '../../__tests__/social-world';

const world = useSocialWorld();

const SIZE = 'Kitchen Crews must have 2-4 members (including yourself).';
const create = (who: Cook, body: object) => world.as(who).post('/api/league/create-crew', body);
const join = (who: Cook, crewId: string) => world.as(who).post('/api/league/join-crew', { crewId });
const crews = async (who: Cook) =>
  crewListSchema.parse((await world.as(who).get('/api/league/crews').expect(200)).body);

/** A creator with `n` friends. */
async function withFriends(n: number) {
  const me = await world.cook();
  const friends: Cook[] = [];
  for (let i = 0; i < n; i++) {
    const friend = await world.cook();
    await world.befriend(me, friend);
    friends.push(friend);
  }
  return { me, friends };
}

describe('Kitchen Crews', () => {
  it('when a crew would have 1 member (the creator alone), then 400 with the spec message', async () => {
    const { me } = await withFriends(0);
    const res = await create(me, { name: 'Solo', banner: '🔥', memberIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SIZE);
    const self = await create(me, { name: 'Solo', banner: '🔥', memberIds: [me.id] });
    expect(self.body.message).toBe(SIZE);
  });

  it('when a crew would have 5 members, then 400 with the spec message', async () => {
    const { me, friends } = await withFriends(4);
    const res = await create(me, { name: 'Too many', banner: '🔥', memberIds: friends.map((f) => f.id) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SIZE);
  });

  it('when a non-friend is invited, then 403 and no crew is made', async () => {
    const { me, friends } = await withFriends(1);
    const stranger = await world.cook();
    const res = await create(me, { name: 'Crew', banner: '🔥', memberIds: [friends[0].id, stranger.id] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only friends can be invited to a Kitchen Crew.');
    expect(await crews(me)).toEqual([]);
  });

  it('when the banner has 3 emoji, then 400; one emoji with modifiers plus another is fine', async () => {
    const { me, friends } = await withFriends(1);
    const res = await create(me, { name: 'Crew', banner: '🔥🔥🔥', memberIds: [friends[0].id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Crew banner must be at most 2 characters (one or two emoji).');
    const ok = await create(me, { name: 'Crew', banner: '👩🏽‍🍳🔥', memberIds: [friends[0].id] });
    expect(ok.status).toBe(201);
  });

  it('when the name is blank after trimming, then 400 Crew name required', async () => {
    const { me, friends } = await withFriends(1);
    const res = await create(me, { name: '   ', banner: '🔥', memberIds: [friends[0].id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Crew name required');
  });

  it('when friends accept the invitation, then they are members and the crew scores the sum of members', async () => {
    const { me, friends } = await withFriends(2);
    const week = leagueWeekKey();
    const split = { prepXp: 10, flavorXp: 5, scienceXp: 5 };
    for (const who of [me, ...friends]) world.learning.weekly.set(weekKeyOf(who.id, week), split);
    const each = weeklyScore(split);

    const made = await create(me, {
      name: '  Sauce Bosses ',
      banner: '🍝',
      memberIds: friends.map((f) => f.id),
    });
    expect(made.status).toBe(201);
    const crew = crewSchema.parse(made.body);
    expect(crew).toMatchObject({ name: 'Sauce Bosses', banner: '🍝', status: 'member', weeklyScore: each });
    expect(crew.invited.map((p) => p.id).sort()).toEqual(friends.map((f) => f.id).sort());

    const invitation = await crews(friends[0]);
    expect(invitation).toEqual([expect.objectContaining({ id: crew.id, status: 'invited' })]);

    const joined = await join(friends[0], crew.id);
    expect(joined.status).toBe(200);
    expect(crewSchema.parse(joined.body)).toMatchObject({ status: 'member', weeklyScore: 2 * each });
    expect((await join(friends[0], crew.id)).status).toBe(200); // joining again is harmless

    const [seenByMe] = await crews(me);
    expect(seenByMe.members.map((m) => m.id).sort()).toEqual([me.id, friends[0].id].sort());
    expect(seenByMe.invited.map((p) => p.id)).toEqual([friends[1].id]);
    expect(seenByMe.weeklyScore).toBe(2 * each);
  });

  it('when someone not invited tries to join, then 403; an unknown crew is 404', async () => {
    const { me, friends } = await withFriends(1);
    const outsider = await world.cook();
    const crew = crewSchema.parse(
      (await create(me, { name: 'Crew', banner: '', memberIds: [friends[0].id] })).body,
    );
    const res = await join(outsider, crew.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not invited to this Kitchen Crew.');
    expect((await join(outsider, '0123456789abcdef01234567')).status).toBe(404);
    expect((await join(outsider, 'not-an-id')).status).toBe(400);
  });

  it("when a crewmate's profile is friends-only, then members who are not their friends see 'Chef 1a2b' without a picture", async () => {
    const me = await world.cook();
    const open = await world.cook();
    const shy = await world.cook('shy_cook', { profileVisibility: 'friends' });
    await world.befriend(me, open);
    await world.befriend(me, shy);
    const crew = crewSchema.parse(
      (await create(me, { name: 'Mixed', banner: '🔥', memberIds: [open.id, shy.id] })).body,
    );
    await join(open, crew.id).expect(200);
    await join(shy, crew.id).expect(200);
    const nameOf = async (viewer: Cook) => (await crews(viewer))[0].members.find((m) => m.id === shy.id);
    expect(await nameOf(open)).toMatchObject({ username: `Chef ${shy.id.slice(-4)}`, avatarUrl: null });
    expect(await nameOf(me)).toMatchObject({ username: 'shy_cook' });
    expect(await nameOf(shy)).toMatchObject({ username: 'shy_cook' });
  });

  it('when the creator blocks an invited friend, then the invitation is gone and joining it is refused', async () => {
    const { me, friends } = await withFriends(2);
    const [blocked, other] = friends;
    const crew = crewSchema.parse(
      (await create(me, { name: 'Before', banner: '', memberIds: [blocked.id, other.id] })).body,
    );
    await world.as(me).post(`/api/users/${blocked.id}/block`).expect(200);

    expect(await crews(blocked)).toEqual([]);
    const res = await join(blocked, crew.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not invited to this Kitchen Crew.');
    const [mine] = await crews(me);
    expect(mine.invited.map((p) => p.id)).toEqual([other.id]);
    expect(mine.members.map((m) => m.id)).toEqual([me.id]);
  });

  it("when a third friend's crew invites two who blocked each other, then the second of them cannot join", async () => {
    const { me, friends } = await withFriends(2);
    const [first, second] = friends;
    await world.befriend(first, second);
    await world.as(second).post(`/api/users/${first.id}/block`).expect(200);
    const crew = crewSchema.parse(
      (await create(me, { name: 'Third', banner: '', memberIds: [first.id, second.id] })).body,
    );
    await join(first, crew.id).expect(200);

    const res = await join(second, crew.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can’t join this Kitchen Crew.');
    expect((await crews(me))[0].members.map((m) => m.id).sort()).toEqual([me.id, first.id].sort());
  });

  it('when a learner creates a crew and a friend joins it, then svc-learning hears a crew fact for each, once', async () => {
    const { me, friends } = await withFriends(1);
    const made = await create(me, { name: 'Pan Pals', banner: '🍳', memberIds: friends.map((f) => f.id) });
    await join(friends[0], made.body.id);
    await join(friends[0], made.body.id);

    const facts = world.learning.facts.filter((f) => f.operationId.startsWith(`crew:${made.body.id}:`));
    expect(facts.map((f) => [f.userId, f.fact])).toEqual([
      [me.id, 'crews'],
      [friends[0].id, 'crews'],
    ]);
  });
});
