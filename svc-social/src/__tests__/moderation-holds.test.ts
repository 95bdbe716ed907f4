import { USER_TEXT_MESSAGES } from '@fff/domain';
import { CrewModel } from '../crews/model';
import { FriendRequestModel } from '../friends/model';
import { MessageModel } from '../chat/model';
import { useSocialWorld } from './social-world';

const world = useSocialWorld();

async function friends() {
  const [a, b] = [await world.cook(), await world.cook()];
  await world.befriend(a, b);
  return [a, b] as const;
}

describe('moderation that holds (svc-social)', () => {
  it.each([['fu\u200bck you'], ['ｆｕｃｋ'], ['fu\u00adck you'], ['fuck you']])(
    'when a chat message is %j, then it is filtered out and nothing is stored',
    async (message) => {
      const [a, b] = await friends();
      const res = await world.as(a).post('/api/chat', { receiverId: b.id, message });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('message_filtered');
      expect(await MessageModel.countDocuments({ senderId: a.id })).toBe(0);
    },
  );

  it('when a short chat message calls someone an idiot, then it is delivered censored', async () => {
    const [a, b] = await friends();
    const res = await world.as(a).post('/api/chat', { receiverId: b.id, message: 'you are an idiot' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('you are an *****');
  });

  it('when a chat message stacks combining marks, then it is refused with a clear message', async () => {
    const [a, b] = await friends();
    const message = `h${'\u0300\u0301\u0302\u0303\u0304'.repeat(10)}i`;
    const res = await world.as(a).post('/api/chat', { receiverId: b.id, message });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_text', message: USER_TEXT_MESSAGES.stackedMarks });
  });

  it('when a friend request carries a self-harm phrase split by a zero-width space, then the message is dropped', async () => {
    const [a, b] = [await world.cook(), await world.cook()];
    const res = await world
      .as(a)
      .post('/api/friend-requests', { userId: b.id, message: 'kill\u200byourself' });
    expect(res.status).toBe(200);
    expect(res.body.messageRemoved).toBe(true);
    expect((await FriendRequestModel.findById(res.body.requestId).lean())?.message).toBe('');
  });

  it('when a crew name holds a right-to-left override, then the crew is refused with a clear message', async () => {
    const [a, b] = await friends();
    const res = await world
      .as(a)
      .post('/api/league/create-crew', { name: 'Chefs \u202Eemosewa', banner: '🔥', memberIds: [b.id] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_text', message: USER_TEXT_MESSAGES.directionControls });
    expect(await CrewModel.exists({ creatorId: a.id })).toBeNull();
  });

  it('when a crew name or banner is profane, however written, then it is refused; a mild one is starred', async () => {
    const [a, b] = await friends();
    const create = (name: string, banner = '🔥') =>
      world.as(a).post('/api/league/create-crew', { name, banner, memberIds: [b.id] });

    for (const name of ['ｆｕｃｋ crew', 'Sh\u200bit Squad']) {
      const res = await create(name);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'name_not_allowed', message: USER_TEXT_MESSAGES.nameNotAllowed });
    }
    expect((await create('Bakers', 'fu\u200bck')).status).toBe(400);
    const mild = await create('Damn Good Cooks');
    expect(mild.status).toBe(201);
    expect(mild.body.name).toBe('**** Good Cooks');
  });
});
