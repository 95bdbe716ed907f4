import { describeUserDataRegistry } from '@fff/service-kit/testing';
import mongoose from 'mongoose';
import path from 'node:path';
import { answerAll, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { accountDataOps } from '../model';
import { userData } from '../registry';
import { eraseOnce } from '../service';

const { app, lessons } = useLearningTestApp();

/** Collections that keep a learner's document after an erase, and why. */
const KEPT_AFTER_ERASE: Record<string, string> = {
  // The erase's own record is the tombstone that stops a racing request from recreating data.
  [accountDataOps.model.collection.collectionName]: 'tombstone of the erase',
};

describe('erase completeness', () => {
  it('when a learner who used every feature is erased, then no svc-learning collection keeps a document of theirs', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0], 1);
    await me.post(`/api/lessons/${lessons[0]}/complete`).expect(200);
    await me.post('/api/test/review/advance', { days: 1 }).expect(200);
    await me.post('/api/review/sessions').expect(200);
    for (const read of ['/api/quests', '/api/achievements', '/api/shop', '/api/hearts'])
      await me.get(read).expect(200);

    const db = mongoose.connection.db!;
    const names = (await db.listCollections().toArray()).map((c) => c.name);
    const mine = { $or: [{ userId: me.userId }, { _id: me.userId as never }] };
    const holding = async () => {
      const counts = await Promise.all(
        names.map(async (n) => [n, await db.collection(n).countDocuments(mine)] as const),
      );
      return counts.filter(([n, count]) => count > 0 && !KEPT_AFTER_ERASE[n]).map(([n]) => n);
    };
    // The learner's data is really there first (the review's cards and session among it).
    expect(await holding()).toEqual(expect.arrayContaining(['reviewCards', 'reviewSessions', 'completions']));

    await eraseOnce(me.userId, `delete:${me.userId}`);
    expect(await holding()).toEqual([]);
  });
});

// Run last, so that the collections the test above wrote are in the database it also reads.
describeUserDataRegistry('svc-learning', () => userData, path.join(__dirname, '../..'));
