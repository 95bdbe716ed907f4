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
    const nonce = `reset-${me.id}-1`;
    const opId = `reset:${me.id}:${nonce}`;
    const first = await me.post('/api/user/reset-progress', body(nonce));
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
    const retry = await me.post('/api/user/reset-progress', body(nonce, { categories: ['currency'] }));
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

  it('when another learner sends the same nonce, then each reset is their own (the server owns the id)', async () => {
    const me = await member();
    const other = await member();
    const mine = await me.post('/api/user/reset-progress', body('same-nonce-1')).expect(200);
    const theirs = await other.post('/api/user/reset-progress', body('same-nonce-1')).expect(200);
    expect(mine.body.operationId).toBe(`reset:${me.id}:same-nonce-1`);
    expect(theirs.body.operationId).toBe(`reset:${other.id}:same-nonce-1`);
    expect(callsFor(world.learning, '/internal/account-data/reset', other.id)).toHaveLength(1);
  });

  it("when a learner names another's deletion as the id, then 400 and the victim's deletion still erases them", async () => {
    const attacker = await member();
    const victim = await member();
    for (const operationId of [
      `delete:${victim.id}`,
      `delete:${victim.id}:learning`,
      `delete-${victim.id}`,
    ]) {
      const res = await attacker.post('/api/user/reset-progress', body(operationId));
      if (operationId.includes(':')) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('A reset id is 8 to 64 letters, digits, _ or -');
      }
    }
    await victim
      .post('/api/user/delete-account', {
        confirmation: 'DELETE MY ACCOUNT',
        currentPassword: victim.password,
      })
      .expect(200);
    await world.it.outbox.drain();
    for (const fake of [world.learning, world.social]) {
      const erases = callsFor(fake, '/internal/account-data/erase', victim.id);
      expect(erases).toHaveLength(1);
      expect(erases[0].body.operationId).toMatch(new RegExp(`^delete:${victim.id}:[0-9a-f-]{36}$`));
    }
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
