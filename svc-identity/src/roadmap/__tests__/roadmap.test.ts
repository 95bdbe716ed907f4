import { ACCOUNT_MESSAGES, ROADMAP_ITEM_IDS } from '@fff/domain';
import request from 'supertest';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { RoadmapContentError, loadRoadmapContent } from '../content';
import { insertVote } from '../repository';

useIdentityDatabase();

describe('roadmap', () => {
  const { app, outboxDir } = testApp();
  const learner = async () => {
    const user = await verifiedUser(app, outboxDir);
    return `Bearer ${(await signIn(app, user.email)).token}`;
  };
  const itemOf = async (id: string, auth?: string) => {
    const req = request(app).get('/api/roadmap');
    const res = await (auth ? req.set('Authorization', auth) : req).expect(200);
    return (res.body as { id: string; votes: number; userVoted: boolean }[]).find((i) => i.id === id)!;
  };

  it('when anyone reads GET /api/roadmap, then the ten items come with votes, sorted by votes, userVoted false', async () => {
    const res = await request(app).get('/api/roadmap').expect(200);
    expect(res.body).toHaveLength(10);
    expect(new Set(res.body.map((i: { id: string }) => i.id))).toEqual(new Set(ROADMAP_ITEM_IDS));
    const votes = res.body.map((i: { votes: number }) => i.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(res.body.every((i: { userVoted: boolean }) => i.userVoted === false)).toBe(true);
    const tournaments = res.body.find((i: { id: string }) => i.id === 'global-tournaments');
    expect(tournaments).toMatchObject({
      status: 'in-development',
      completionPercentage: 40,
      priority: 'high',
    });
  });

  it('when a learner votes twice, then the vote is added and then withdrawn, and the list shows it', async () => {
    const auth = await learner();
    const before = (await itemOf('offline-mode')).votes;
    const first = await request(app)
      .post('/api/roadmap/offline-mode/vote')
      .set('Authorization', auth)
      .expect(200);
    expect(first.body).toEqual({ success: true, id: 'offline-mode', userVoted: true, votes: before + 1 });
    expect(await itemOf('offline-mode', auth)).toMatchObject({ votes: before + 1, userVoted: true });
    expect((await itemOf('offline-mode')).userVoted).toBe(false);
    const second = await request(app)
      .post('/api/roadmap/offline-mode/vote')
      .set('Authorization', auth)
      .expect(200);
    expect(second.body).toMatchObject({ userVoted: false, votes: before });
  });

  it('when one learner fires votes concurrently, then the item never gains more than one vote', async () => {
    const auth = await learner();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => request(app).post('/api/roadmap/ai-chef-tutor/vote').set('Authorization', auth)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const item = await itemOf('ai-chef-tutor', auth);
    expect(item.votes).toBeLessThanOrEqual(1);
    expect(item.votes).toBe(item.userVoted ? 1 : 0);
  });

  it('when two inserts of one vote race at the store, then the unique index keeps exactly one', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => insertVote('nutrition-tracking', 'race-user', new Date())),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await itemOf('nutrition-tracking')).votes).toBe(1);
  });

  it('when two learners vote, then both count', async () => {
    const [a, b] = [await learner(), await learner()];
    const before = (await itemOf('community-challenges')).votes;
    await request(app).post('/api/roadmap/community-challenges/vote').set('Authorization', a).expect(200);
    const res = await request(app)
      .post('/api/roadmap/community-challenges/vote')
      .set('Authorization', b)
      .expect(200);
    expect(res.body.votes).toBe(before + 2);
  });

  it('when nobody is signed in, then voting answers 401 JSON with the login-required message', async () => {
    const res = await request(app).post('/api/roadmap/offline-mode/vote');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ error: 'unauthorized', message: ACCOUNT_MESSAGES.voteLoginRequired });
    await request(app)
      .post('/api/roadmap/offline-mode/vote')
      .set('Authorization', 'Bearer forged')
      .expect(401);
  });

  it('when the item is unknown or not open for voting, then 404 / 409 and nothing is stored', async () => {
    const auth = await learner();
    await request(app).post('/api/roadmap/teleporter/vote').set('Authorization', auth).expect(404);
    const closed = await request(app).post('/api/roadmap/social-cooking/vote').set('Authorization', auth);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('voting_closed');
    expect((await itemOf('social-cooking', auth)).userVoted).toBe(false);
  });
});

describe('roadmap content', () => {
  it('when the committed file is loaded, then it passes', () => {
    expect(loadRoadmapContent()).toHaveLength(10);
  });

  it('when an item is missing or malformed, then loading names the problem', () => {
    const items = loadRoadmapContent();
    expect(() => loadRoadmapContent(items.slice(1))).toThrow(RoadmapContentError);
    expect(() => loadRoadmapContent([...items.slice(1), { ...items[0], category: 'space' }])).toThrow(
      /category/,
    );
    expect(() => loadRoadmapContent([...items.slice(1), { ...items[0], completionPercentage: 50 }])).toThrow(
      /completionPercentage/,
    );
  });
});
