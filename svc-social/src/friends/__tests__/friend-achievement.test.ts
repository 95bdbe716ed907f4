import { useSocialWorld } from '../../__tests__/social-world';

const world = useSocialWorld();

describe('a friendship starting tells svc-learning', () => {
  it('when B accepts A, then svc-learning hears a friend fact for each of them, naming the other (friend_added), once', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    world.learning.facts.length = 0;

    await world.befriend(a, b);

    const facts = world.learning.facts.filter((f) => [a.id, b.id].includes(f.userId));
    expect(facts.map((f) => [f.userId, f.fact, f.friendName])).toEqual(
      expect.arrayContaining([
        [a.id, 'friends', b.username],
        [b.id, 'friends', a.username],
      ]),
    );
    expect(facts).toHaveLength(2);
  });

  it('when svc-learning cannot answer, then the friendship is still made', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    world.learning.failWith = 503;

    await world.befriend(a, b);

    const friends = await world.as(a).get('/api/friends');
    expect(friends.status).toBe(200);
    expect(JSON.stringify(friends.body)).toContain(b.id);
  });
});
