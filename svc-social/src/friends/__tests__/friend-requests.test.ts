import { friendRequestListSchema } from '@fff/contracts';
import { useSocialWorld } from '../../__tests__/social-world';
import { FriendRequestModel } from '../model';

const world = useSocialWorld();

describe('friend requests', () => {
  it('when A asks B, then B sees the request with its message and A shows up once accepted as a friend of both', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const sent = await world.as(a).post('/api/friend-requests', { userId: b.id, message: 'Cook with me?' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, status: 'pending' });

    const inbox = await world.as(b).get('/api/friend-requests');
    const requests = friendRequestListSchema.parse(inbox.body);
    expect(requests).toEqual([
      expect.objectContaining({
        id: sent.body.requestId,
        message: 'Cook with me?',
        sender: expect.objectContaining({ id: a.id, username: a.username }),
      }),
    ]);

    expect((await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/accept`)).body).toEqual({
      success: true,
    });
    const [friendsOfA, friendsOfB] = await Promise.all([
      world.as(a).get('/api/friends'),
      world.as(b).get('/api/friends'),
    ]);
    expect(friendsOfA.body.map((f: { friend: { id: string } }) => f.friend.id)).toEqual([b.id]);
    expect(friendsOfB.body.map((f: { friend: { id: string } }) => f.friend.id)).toEqual([a.id]);
    expect(friendsOfB.body[0].friendship).toMatchObject({ userId: b.id, friendId: a.id, status: 'accepted' });
    expect((await world.as(b).get('/api/friend-requests')).body).toEqual([]);
  });

  it('when B declines, then nobody becomes friends and the request is gone', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const sent = await world.as(a).post('/api/friend-requests', { receiverId: b.id });
    expect((await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/decline`)).body).toEqual({
      success: true,
    });
    expect((await world.as(a).get('/api/friends')).body).toEqual([]);
    expect((await world.as(b).get('/api/friend-requests')).body).toEqual([]);
    // Declined is final: accepting afterwards finds nothing.
    const late = await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/accept`);
    expect(late.status).toBe(404);
  });

  it('when the sender or a third user tries to accept, then 404 and the request stays pending', async () => {
    const [a, b, c] = [await world.cook(), await world.cook(), await world.cook()];
    const sent = await world.as(a).post('/api/friend-requests', { userId: b.id });
    for (const who of [a, c]) {
      const res = await world.as(who).post(`/api/friend-requests/${sent.body.requestId}/accept`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'This friend request no longer exists.' });
    }
    expect(await FriendRequestModel.findById(sent.body.requestId).lean()).toMatchObject({
      status: 'pending',
    });
  });

  it('when A asks twice, then there is still one pending request (a double click is harmless)', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const [one, two] = await Promise.all([
      world.as(a).post('/api/friend-requests', { userId: b.id }),
      world.as(a).post('/api/friend-requests', { userId: b.id }),
    ]);
    expect(one.body.requestId).toBe(two.body.requestId);
    expect(await FriendRequestModel.countDocuments({ senderId: a.id, status: 'pending' })).toBe(1);
  });

  it("when B asks A while A already asked B, then that accepts A's request", async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    await world.as(a).post('/api/friend-requests', { userId: b.id });
    const back = await world.as(b).post('/api/friend-requests', { userId: a.id });
    expect(back.body).toMatchObject({ success: true, status: 'accepted' });
    expect((await world.as(a).get('/api/friends')).body).toHaveLength(1);
  });

  it('when a learner asks themself, then 400', async () => {
    const a = await world.cook();
    const res = await world.as(a).post('/api/friend-requests', { userId: a.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot send a friend request to yourself.');
  });

  it('when the receiver turned off friend requests, then 403 with a message', async () => {
    const [a, b] = [await world.cook(), await world.cook(undefined, { allowFriendRequests: false })];
    const res = await world.as(a).post('/api/friend-requests', { userId: b.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'requests_off',
      message: 'This cook is not accepting friend requests.',
    });
  });

  it('when they are already friends, then 409', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    await world.befriend(a, b);
    expect((await world.as(b).post('/api/friend-requests', { userId: a.id })).status).toBe(409);
  });

  it('when the message is offensive, then the request goes out without it and the sender is told', async () => {
    const [a, b, c] = [await world.cook(), await world.cook(), await world.cook()];
    const sent = await world.as(a).post('/api/friend-requests', {
      userId: b.id,
      message: 'Honestly I think you are a total piece of sh1t',
    });
    expect(sent.body).toMatchObject({ status: 'pending', messageRemoved: true });
    expect((await world.as(b).get('/api/friend-requests')).body[0].message).toBe('');
    // A clean message, or none, says nothing of the kind.
    const clean = await world.as(a).post('/api/friend-requests', { userId: c.id, message: 'Cook with me?' });
    expect(clean.body).not.toHaveProperty('messageRemoved');
  });

  it('when the message is over 200 characters, then 400 naming the limit', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const res = await world.as(a).post('/api/friend-requests', { userId: b.id, message: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'A message is at most 200 characters' });
  });

  it('when ids are malformed or missing, then 400 JSON with a message', async () => {
    const a = await world.cook();
    const noTarget = await world.as(a).post('/api/friend-requests', { message: 'hi' });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body).toEqual({ error: 'validation', message: 'Choose who to send the request to' });
    const badUser = await world.as(a).post('/api/friend-requests', { userId: { $gt: '' } });
    expect(badUser.status).toBe(400);
    const badRequestId = await world.as(a).post('/api/friend-requests/not-an-id/accept');
    expect(badRequestId.status).toBe(400);
    expect(badRequestId.body).toEqual({ error: 'validation', message: 'That is not a valid id' });
  });

  it('when the receiver is unknown, then 404', async () => {
    const a = await world.cook();
    const res = await world.as(a).post('/api/friend-requests', { userId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find this cook.');
  });

  it('when nobody is signed in, then 401', async () => {
    const { app } = world.social;
    const res = await (await import('supertest')).default(app).get('/api/friend-requests');
    expect(res.status).toBe(401);
  });
});
