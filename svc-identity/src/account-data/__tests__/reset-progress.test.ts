import { UserModel } from '../../users/model';
import { useAccountDataWorld } from './world';

const { world, member, callsFor } = useAccountDataWorld();

describe('POST /api/user/reset-progress', () => {
  const body = (operationId: string, over: object = {}) => ({
    categories: ['progress', 'character', 'social'],
    confirmation: 'Reset My Progress',
    operationId,
    ...over,
  });

  it('when svc-social is down, then 202 pending; the same request later finishes it without resetting anything twice', async () => {
    const me = await member();
    await UserModel.updateOne(
      { _id: me.id },
      { $set: { characterOutfit: 'apron', characterHairColor: 'red' } },
    );
    world.social.setDown(true);
    const opId = `reset-${me.id}-1`;
    const first = await me.post('/api/user/reset-progress', body(opId));
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      completed: false,
      operationId: opId,
      categories: ['progress', 'character', 'social'],
    });
    expect(await UserModel.findById(me.id).lean()).toMatchObject({
      characterOutfit: 'chef',
      characterHairColor: 'short',
    });
    expect(callsFor(world.learning, '/internal/account-data/reset', me.id).map((c) => c.body)).toEqual([
      { userId: me.id, operationId: opId, categories: ['progress'] },
    ]);

    world.social.setDown(false);
    const retry = await me.post('/api/user/reset-progress', body(opId, { categories: ['currency'] }));
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      completed: true,
      message: 'Your progress has been reset.',
      categories: ['progress', 'character', 'social'],
    });
    expect(callsFor(world.social, '/internal/account-data/reset', me.id).map((c) => c.body)).toEqual([
      { userId: me.id, operationId: opId, categories: ['social'] },
    ]);
    expect(callsFor(world.learning, '/internal/account-data/reset', me.id)).toHaveLength(1);
  });

  it('when another learner sends the same operation id, then 409', async () => {
    const me = await member();
    const other = await member();
    await me.post('/api/user/reset-progress', body(`shared-${me.id}`)).expect(200);
    const res = await other.post('/api/user/reset-progress', body(`shared-${me.id}`));
    expect(res.status).toBe(409);
  });

  it.each([
    ['the phrase is wrong', { confirmation: 'reset progress' }, 'Please type "reset my progress" to confirm'],
    ['no category is chosen', { categories: [] }, 'Please select at least one item to reset'],
  ])('when %s, then 400 and nothing is sent', async (_case, over, message) => {
    const me = await member();
    const res = await me.post('/api/user/reset-progress', body(`bad-${me.id}`, over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(callsFor(world.learning, '/internal/account-data/reset', me.id)).toHaveLength(0);
  });
});
