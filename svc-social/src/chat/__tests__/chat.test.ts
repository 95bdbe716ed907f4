import { chatHistorySchema, chatMessageSchema, chatUnreadSchema } from '@fff/contracts';
import { useSocialWorld } from '../../__tests__/social-world';
import { MessageModel } from '../model';

const world = useSocialWorld();

async function friends() {
  const [a, b] = [await world.cook(), await world.cook()];
  await world.befriend(a, b);
  return [a, b] as const;
}

describe('chat', () => {
  it('when a friend writes, then the message is stored trimmed and both read the conversation newest first', async () => {
    const [a, b] = await friends();
    const first = await world.as(a).post('/api/chat', { receiverId: b.id, message: '  Hello chef!  ' });
    expect(first.status).toBe(201);
    expect(chatMessageSchema.parse(first.body)).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      message: 'Hello chef!',
    });
    await world.as(b).post('/api/chat', { receiverId: a.id, message: 'Hi back' });

    for (const who of [a, b]) {
      const other = who === a ? b : a;
      const history = chatHistorySchema.parse((await world.as(who).get(`/api/chat/${other.id}`)).body);
      expect(history.map((m) => m.message)).toEqual(['Hi back', 'Hello chef!']);
    }
  });

  it('when the history is long, then pages of `limit` follow each other with before=<oldest id>', async () => {
    const [a, b] = await friends();
    for (let i = 1; i <= 5; i++) await world.as(a).post('/api/chat', { receiverId: b.id, message: `m${i}` });
    const page1 = chatHistorySchema.parse((await world.as(b).get(`/api/chat/${a.id}?limit=2`)).body);
    const page2 = chatHistorySchema.parse(
      (await world.as(b).get(`/api/chat/${a.id}?limit=2&before=${page1[1].id}`)).body,
    );
    const page3 = chatHistorySchema.parse(
      (await world.as(b).get(`/api/chat/${a.id}?limit=2&before=${page2[1].id}`)).body,
    );
    expect([page1, page2, page3].map((p) => p.map((m) => m.message))).toEqual([
      ['m5', 'm4'],
      ['m3', 'm2'],
      ['m1'],
    ]);
  });

  it('when messages arrive, then unread counts grow per friend and reading the conversation clears them', async () => {
    const [a, b] = await friends();
    const c = await world.cook();
    await world.befriend(c, b);
    await world.as(a).post('/api/chat', { receiverId: b.id, message: 'one' });
    await world.as(a).post('/api/chat', { receiverId: b.id, message: 'two' });
    await world.as(c).post('/api/chat', { receiverId: b.id, message: 'three' });
    expect(chatUnreadSchema.parse((await world.as(b).get('/api/chat/unread')).body)).toEqual({
      total: 3,
      byFriend: { [a.id]: 2, [c.id]: 1 },
    });
    await world.as(b).get(`/api/chat/${a.id}`);
    expect((await world.as(b).get('/api/chat/unread')).body).toEqual({ total: 1, byFriend: { [c.id]: 1 } });
    // Reading one's own sent messages does not mark them read for the receiver.
    expect((await world.as(a).get('/api/chat/unread')).body).toEqual({ total: 0, byFriend: {} });
  });

  it('when the filter removes the whole message, then 400 "Message was filtered out" and nothing is stored', async () => {
    const [a, b] = await friends();
    const res = await world.as(a).post('/api/chat', { receiverId: b.id, message: 'kys' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'message_filtered', message: 'Message was filtered out' });
    expect(await MessageModel.countDocuments({ senderId: a.id })).toBe(0);
  });

  it('when the message is blank or too long, then 400 with a message', async () => {
    const [a, b] = await friends();
    const blank = await world.as(a).post('/api/chat', { receiverId: b.id, message: '   ' });
    expect(blank.body).toEqual({ error: 'validation', message: 'Please type a message.' });
    const long = await world.as(a).post('/api/chat', { receiverId: b.id, message: 'y'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A message is at most 500 characters');
  });

  it('when a third user tries to read or write a conversation of two others, then 403 and nothing leaks', async () => {
    const [a, b] = await friends();
    const c = await world.cook();
    await world.as(a).post('/api/chat', { receiverId: b.id, message: 'private' });
    const read = await world.as(c).get(`/api/chat/${a.id}`);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: 'not_friends', message: 'You can only do that with friends.' });
    const write = await world.as(c).post('/api/chat', { receiverId: a.id, message: 'let me in' });
    expect(write.status).toBe(403);
    expect(await MessageModel.countDocuments({ senderId: c.id })).toBe(0);
  });

  it('when ids or bodies are malformed, then 400 JSON', async () => {
    const a = await world.cook();
    expect((await world.as(a).post('/api/chat', { receiverId: 'bad id!', message: 'x' })).status).toBe(400);
    expect((await world.as(a).post('/api/chat', { receiverId: a.id })).body).toEqual({
      error: 'validation',
      message: 'Please type a message.',
    });
    const badCursor = await world.as(a).get(`/api/chat/${a.id}?before=nope`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error).toBe('validation');
  });

  it('when the conversation is read, then the query uses the conversation index', async () => {
    const plan = await MessageModel.find({ conversationId: 'a:b' })
      .sort({ conversationId: 1, _id: -1 })
      .limit(5)
      .explain('queryPlanner');
    expect(JSON.stringify(plan)).toContain('IXSCAN');
  });
});
