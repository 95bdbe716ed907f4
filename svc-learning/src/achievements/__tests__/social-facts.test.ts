import { internalHeaders } from '@fff/service-kit/testing';
import { achievementsResponseSchema, socialFactResponseSchema } from '@fff/contracts';
import { ACHIEVEMENTS, friendAddedText } from '@fff/domain';
import request from 'supertest';
import { learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';

const { app } = useLearningTestApp();
const reward = (id: string) => ACHIEVEMENTS.find((a) => a.id === id)!.reward;
const tell = (body: object, caller: 'social' | 'identity' = 'social') =>
  request(app.app).post('/internal/achievements/social').set(internalHeaders(caller)).send(body);
const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones ?? 0;

describe('POST /internal/achievements/social', () => {
  it('when svc-social reports a first friendship twice, then Good Company unlocks and pays once and Recent Activity says friend_added once', async () => {
    const me = learner(app);
    const fact = {
      userId: me.userId,
      fact: 'friends',
      operationId: `friend:f1:${me.userId}`,
      friendName: 'basil',
    };

    const first = socialFactResponseSchema.parse((await tell(fact).expect(200)).body);
    const again = socialFactResponseSchema.parse((await tell(fact).expect(200)).body);

    expect(first).toEqual({ applied: true, unlocked: ['first-friend'] });
    expect(again).toEqual({ applied: false, unlocked: [] });
    expect(await stones(me.userId)).toBe(reward('first-friend'));
    const feed = (await me.get('/api/activities/recent')).body as Array<{
      type: string;
      description: string;
    }>;
    expect(feed.filter((a) => a.type === 'friend_added').map((a) => a.description)).toEqual([
      friendAddedText('basil'),
    ]);
  });

  it('when a crew and a podium week are reported, then Crew Call and Podium Plating are unlocked on the Awards card', async () => {
    const me = learner(app);
    await tell({ userId: me.userId, fact: 'crews', operationId: `crew:c1:${me.userId}` }).expect(200);
    await tell({ userId: me.userId, fact: 'podiums', operationId: `podium:2026-11-22:${me.userId}` }).expect(
      200,
    );

    const awards = achievementsResponseSchema.parse((await me.get('/api/achievements')).body).achievements;

    expect(awards.filter((a) => a.unlocked).map((a) => a.id)).toEqual(['first-crew', 'league-podium']);
    expect(await stones(me.userId)).toBe(reward('first-crew') + reward('league-podium'));
  });

  it('when an operation id is reused for another learner, or the caller is not svc-social, then it is refused and nothing counts', async () => {
    const me = learner(app);
    const other = learner(app);
    await tell({ userId: me.userId, fact: 'crews', operationId: 'crew:shared' }).expect(200);

    expect((await tell({ userId: other.userId, fact: 'crews', operationId: 'crew:shared' })).status).toBe(
      409,
    );
    expect(
      (await tell({ userId: other.userId, fact: 'crews', operationId: 'crew:x' }, 'identity')).status,
    ).toBe(403);
    expect((await tell({ userId: other.userId, fact: 'likes', operationId: 'crew:y' })).status).toBe(400);
    expect(await stones(other.userId)).toBe(0);
  });
});
