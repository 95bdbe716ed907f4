import { useSocialWorld, type Cook } from '../../__tests__/social-world';
import { FriendRequestModel } from '../model';

const world = useSocialWorld();

const relationshipTo = async (searcher: Cook, term: string) =>
  ((await world.as(searcher).get(`/api/users/search?term=${term}`)).body as { relationship: string }[]).map(
    (u) => u.relationship,
  );

describe('POST /api/users/:id/cancel-request', () => {
  it("when A takes back a pending request, then it leaves B's list, B can no longer accept it, and A may ask again", async () => {
    const [a, b] = [await world.cook('cnla_x'), await world.cook('cnlb_x')];
    const sent = await world.as(a).post('/api/friend-requests', { userId: b.id, message: 'Cook with me?' });
    expect(await relationshipTo(a, 'cnlb')).toEqual(['request_sent']);

    expect((await world.as(a).post(`/api/users/${b.id}/cancel-request`)).body).toEqual({ success: true });
    expect((await world.as(b).get('/api/friend-requests')).body).toEqual([]);
    expect(await relationshipTo(a, 'cnlb')).toEqual(['none']);
    expect(await relationshipTo(b, 'cnla')).toEqual(['none']);
    expect((await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/accept`)).status).toBe(404);
    expect(await FriendRequestModel.findById(sent.body.requestId).lean()).toMatchObject({
      status: 'cancelled',
      respondedAt: expect.any(Date),
    });

    const again = await world.as(a).post('/api/friend-requests', { userId: b.id });
    expect(again.body).toMatchObject({ status: 'pending' });
    expect(again.body.requestId).not.toBe(sent.body.requestId);
  });

  it("when the request was answered first, or cancelled twice, then nothing changes; only the sender's own request is touched", async () => {
    const [a, b, c] = [await world.cook(), await world.cook(), await world.cook()];
    const sent = await world.as(a).post('/api/friend-requests', { userId: b.id });
    await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/accept`);
    expect((await world.as(a).post(`/api/users/${b.id}/cancel-request`)).status).toBe(200);
    expect(((await world.as(a).get('/api/friends')).body as unknown[]).length).toBe(1);

    // C's request to A is C's: A cancelling "their request to C" does not withdraw it.
    await world.as(c).post('/api/friend-requests', { userId: a.id });
    expect((await world.as(a).post(`/api/users/${c.id}/cancel-request`)).status).toBe(200);
    expect(((await world.as(a).get('/api/friend-requests')).body as unknown[]).length).toBe(1);

    expect((await world.as(a).post(`/api/users/${a.id}/cancel-request`)).status).toBe(400);
    expect((await world.as(a).post('/api/users/bbbbbbbbbbbbbbbbbbbbbbbb/cancel-request')).status).toBe(404);
  });
});
