import { crewListSchema } from '@fff/contracts';
import { CREWS_PER_LEARNER_MAX } from '@fff/domain';
import { useSocialWorld, type Cook } from '../../__tests__/social-world';
import { CrewModel } from '../model';

const world = useSocialWorld();

const create = (who: Cook, memberIds: string[]) =>
  world.as(who).post('/api/league/create-crew', { name: 'Crew', banner: '🔥', memberIds });
const crewsOf = async (who: Cook) =>
  crewListSchema.parse((await world.as(who).get('/api/league/crews').expect(200)).body);

/** `me` invited to `n` crews, each made by another friend. */
async function invitedTo(n: number) {
  const me = await world.cook();
  const crewIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const friend = await world.cook();
    await world.befriend(me, friend);
    crewIds.push((await create(friend, [me.id]).expect(201)).body.id);
  }
  return { me, crewIds };
}

describe('stepping out of Kitchen Crews', () => {
  it("when others filled a learner's crew quota with invitations, then declining one frees a place", async () => {
    const { me, crewIds } = await invitedTo(CREWS_PER_LEARNER_MAX);
    const buddy = await world.cook();
    await world.befriend(me, buddy);
    expect((await create(me, [buddy.id])).status).toBe(409);

    const declined = await world.as(me).post('/api/league/decline-crew', { crewId: crewIds[0] });

    expect(declined.status).toBe(200);
    expect(crewListSchema.parse(declined.body).map((c) => c.id)).not.toContain(crewIds[0]);
    expect((await create(me, [buddy.id])).status).toBe(201);
    // The inviter's crew stays, without the invitation.
    expect(await CrewModel.findById(crewIds[0]).lean()).toMatchObject({
      invitedIds: [],
      peopleIds: [expect.any(String)],
    });
  });

  it('when a member leaves, then the crew is no longer theirs and stays with the others', async () => {
    const { me, crewIds } = await invitedTo(1);
    await world.as(me).post('/api/league/join-crew', { crewId: crewIds[0] }).expect(200);
    const creatorId = (await CrewModel.findById(crewIds[0]).lean())!.creatorId;

    const left = await world.as(me).post('/api/league/leave-crew', { crewId: crewIds[0] });

    expect(left.status).toBe(200);
    expect(crewListSchema.parse(left.body)).toEqual([]);
    expect((await CrewModel.findById(crewIds[0]).lean())?.memberIds).toEqual([creatorId]);
  });

  it('when the creator leaves last, then the crew and its open invitations are removed', async () => {
    const me = await world.cook();
    const friend = await world.cook();
    await world.befriend(me, friend);
    const crewId = (await create(me, [friend.id]).expect(201)).body.id;

    await world.as(me).post('/api/league/leave-crew', { crewId }).expect(200);

    expect(await CrewModel.exists({ _id: crewId })).toBeNull();
    expect(await crewsOf(friend)).toEqual([]);
  });

  it('when declining twice or leaving a crew one is not in, then nothing changes; an unknown crew is 404', async () => {
    const { me, crewIds } = await invitedTo(1);
    await world.as(me).post('/api/league/decline-crew', { crewId: crewIds[0] }).expect(200);
    await world.as(me).post('/api/league/decline-crew', { crewId: crewIds[0] }).expect(200);
    await world.as(me).post('/api/league/leave-crew', { crewId: crewIds[0] }).expect(200);
    expect(await CrewModel.exists({ _id: crewIds[0] })).not.toBeNull();

    const unknown = await world.as(me).post('/api/league/leave-crew', { crewId: '0123456789abcdef01234567' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('crew_not_found');
  });
});
