import { useSocialWorld } from '../../__tests__/social-world';

const world = useSocialWorld();

describe('POST /api/users/:id/unfriend', () => {
  it('when A removes B, then neither lists the other, they cannot chat, and either may ask again', async () => {
    const [a, b] = [await world.cook('unfra_x'), await world.cook('unfrb_x')];
    await world.befriend(a, b);
    expect((await world.as(a).post(`/api/users/${b.id}/unfriend`)).body).toEqual({ success: true });

    expect((await world.as(a).get('/api/friends')).body).toEqual([]);
    expect((await world.as(b).get('/api/friends')).body).toEqual([]);
    expect((await world.as(b).post('/api/chat', { receiverId: a.id, message: 'still there?' })).status).toBe(
      403,
    );
    // No block: B still finds A and may ask again, and A's yes makes them friends once more.
    const found = (await world.as(b).get('/api/users/search?term=unfra')).body as { relationship: string }[];
    expect(found.map((u) => u.relationship)).toEqual(['none']);
    const asked = await world.as(b).post('/api/friend-requests', { userId: a.id });
    expect(asked.body).toMatchObject({ status: 'pending' });
    const yes = await world.as(a).post('/api/friend-requests', { userId: b.id });
    expect(yes.body).toMatchObject({ status: 'accepted' });
    expect(((await world.as(b).get('/api/friends')).body as unknown[]).length).toBe(1);
  });

  it('when removing twice, a stranger, yourself or an unknown user, then twice and the stranger change nothing; the others are 400 and 404', async () => {
    const [a, b, c] = [await world.cook(), await world.cook(), await world.cook()];
    await world.befriend(a, b);
    await world.befriend(b, c);
    expect((await world.as(a).post(`/api/users/${b.id}/unfriend`)).status).toBe(200);
    expect((await world.as(a).post(`/api/users/${b.id}/unfriend`)).status).toBe(200);
    // A is not C's friend: removing C touches no one else's friendship.
    expect((await world.as(a).post(`/api/users/${c.id}/unfriend`)).status).toBe(200);
    expect(((await world.as(c).get('/api/friends')).body as unknown[]).length).toBe(1);
    expect((await world.as(a).post(`/api/users/${a.id}/unfriend`)).status).toBe(400);
    expect((await world.as(a).post('/api/users/bbbbbbbbbbbbbbbbbbbbbbbb/unfriend')).status).toBe(404);
    expect((await world.as(a).post('/api/users/not%20an%20id/unfriend')).status).toBe(400);
  });
});
