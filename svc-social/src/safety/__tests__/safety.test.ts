import { REPORT_RATE } from '@fff/domain';
import { useSocialWorld } from '../../__tests__/social-world';
import { ReportModel } from '../model';

const world = useSocialWorld();

describe('blocking', () => {
  it('when B blocks A, then the friendship ends and A can no longer message, request or find B', async () => {
    const [a, b] = [await world.cook('blocka_x'), await world.cook('blockb_x')];
    await world.befriend(a, b);
    expect((await world.as(b).post(`/api/users/${a.id}/block`)).body).toEqual({ success: true });

    expect((await world.as(a).get('/api/friends')).body).toEqual([]);
    expect((await world.as(b).get('/api/friends')).body).toEqual([]);
    const message = await world.as(a).post('/api/chat', { receiverId: b.id, message: 'hello?' });
    expect(message.status).toBe(403);
    const req = await world.as(a).post('/api/friend-requests', { userId: b.id });
    expect(req.status).toBe(403);
    expect(req.body).toEqual({ error: 'blocked', message: 'You cannot interact with this cook.' });
    expect((await world.as(a).get('/api/users/search?term=blockb')).body).toEqual([]);
    // Nor can the blocker's old conversation be read by the blocked user.
    expect((await world.as(a).get(`/api/chat/${b.id}`)).status).toBe(403);
  });

  it('when a pending request exists and the receiver blocks the sender, then the request disappears', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    await world.as(a).post('/api/friend-requests', { userId: b.id });
    await world.as(b).post(`/api/users/${a.id}/block`);
    expect((await world.as(b).get('/api/friend-requests')).body).toEqual([]);
  });

  it('when blocking twice, yourself or an unknown user, then twice is fine, the others are 400 and 404', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    expect((await world.as(a).post(`/api/users/${b.id}/block`)).status).toBe(200);
    expect((await world.as(a).post(`/api/users/${b.id}/block`)).status).toBe(200);
    expect((await world.as(a).post(`/api/users/${a.id}/block`)).status).toBe(400);
    expect((await world.as(a).post('/api/users/bbbbbbbbbbbbbbbbbbbbbbbb/block')).status).toBe(404);
    expect((await world.as(a).post('/api/users/not%20an%20id/block')).status).toBe(400);
  });
});

describe('POST /api/report-content', () => {
  it('when a user is reported with a reason, then who, what, why and when are kept', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const res = await world
      .as(a)
      .post('/api/report-content', { type: 'user', targetId: b.id, reason: '  Rude in chat ' });
    expect(res.status).toBe(201);
    expect(await ReportModel.findOne({ reporterId: a.id }).lean()).toMatchObject({
      type: 'user',
      targetId: b.id,
      reason: 'Rude in chat',
      createdAt: expect.any(Date),
    });
  });

  it('when the reason is blank or the type is not user, then 400 with a message', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const blank = await world
      .as(a)
      .post('/api/report-content', { type: 'user', targetId: b.id, reason: '   ' });
    expect(blank.body).toEqual({ error: 'validation', message: 'Please give a reason for the report.' });
    const type = await world.as(a).post('/api/report-content', { type: 'post', targetId: b.id, reason: 'x' });
    expect(type.status).toBe(400);
  });

  it(`when a learner files more than ${REPORT_RATE.max} reports in the window, then 429`, async () => {
    const a = await world.cook();
    const targets = await Promise.all(Array.from({ length: REPORT_RATE.max + 1 }, () => world.cook()));
    const statuses = [];
    for (const t of targets)
      statuses.push(
        (await world.as(a).post('/api/report-content', { type: 'user', targetId: t.id, reason: 'spam' }))
          .status,
      );
    expect(statuses).toEqual([...Array(REPORT_RATE.max).fill(201), 429]);
  });
});
