import { totalXpForLevel } from '@fff/domain';
import mongoose from 'mongoose';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { eraseOnce } from '../../account-data/service';
import { ActivityModel } from '../../activities/model';
import { CompletionModel } from '../../completion/model';
import { ProgressionModel } from '../../progression/model';
import { LedgerModel } from '../../wallet/model';
import { checkAchievementsOf } from '../check-many';
import { UnlockedAchievementModel } from '../model';
import { checkAchievements } from '../service';
import { recordSocialFact, recordSocialFacts } from '../social-facts';
import { SocialFactModel } from '../social-fact-model';

useLearningDatabase();

const newUserId = () => new mongoose.Types.ObjectId().toHexString();
const at = new Date('2026-11-23T08:00:00Z');

/** The learner states both paths are compared on, each built the same way for any user id. */
const STATES: Record<string, (userId: string) => Promise<unknown>> = {
  'nothing yet': async () => undefined,
  'lessons, a perfect quiz, a streak and a level': async (userId) => {
    await ProgressionModel.create({
      _id: userId,
      streak: 2,
      longestStreak: 8,
      prepXp: totalXpForLevel(5),
      spiceStones: 7,
    });
    await CompletionModel.insertMany(
      Array.from({ length: 10 }, (_, i) => ({
        userId,
        lessonId: `lesson-${i}`,
        score: 100,
        xpEarned: 15,
        xpType: 'prep',
        paid: true,
      })),
    );
    await ActivityModel.create({ userId, type: 'perfect_score', description: 'Perfect!' });
  },
  'chests, a purchase and social facts': async (userId) => {
    await LedgerModel.insertMany([
      ...['d1', 'd2'].map((day) => ({
        _id: `quest-chest:${userId}:${day}`,
        userId,
        currency: 'spiceStones',
        amount: 5,
        reason: 'chest',
        applied: true,
      })),
      // Not applied (a refused debit on its way out): not a purchase.
      { _id: `shop:${userId}:hat`, userId, currency: 'spiceStones', amount: -5, reason: 'hat' },
      {
        _id: `shop:${userId}:tie`,
        userId,
        currency: 'spiceStones',
        amount: -5,
        reason: 'tie',
        applied: true,
      },
    ]);
    await ProgressionModel.create({ _id: userId, spiceStones: 10 - 5 });
    await SocialFactModel.insertMany(
      ['friends', 'crews', 'podiums', 'podiums'].map((fact, i) => ({ _id: `f${i}:${userId}`, userId, fact })),
    );
  },
  'an unlock paid before, one a crash left unpaid, one paid before a reset': async (userId) => {
    await CompletionModel.create({ userId, lessonId: 'l', score: 80, xpEarned: 15, xpType: 'prep' });
    await ProgressionModel.create({
      _id: userId,
      streak: 3,
      spiceStones: 10 + 10,
      appliedOps: [`achievement:${userId}:streak-3`],
    });
    await SocialFactModel.create({ _id: `p:${userId}`, userId, fact: 'podiums' });
    await ActivityModel.create({
      userId,
      type: 'achievement_unlocked',
      description: 'Unlocked First Bite: Complete your first lesson.',
      key: `achievement:${userId}:first-lesson`,
    });
    await UnlockedAchievementModel.insertMany([
      { _id: `${userId}:first-lesson`, userId, achievementId: 'first-lesson', unlockedAt: at, paid: true },
      // Credited (the balance holds it), the ledger flag and the paid mark not written yet.
      { _id: `${userId}:streak-3`, userId, achievementId: 'streak-3', unlockedAt: at },
    ]);
    await LedgerModel.insertMany([
      {
        _id: `achievement:${userId}:first-lesson`,
        userId,
        currency: 'spiceStones',
        amount: 10,
        reason: 'Achievement: First Bite',
        applied: true,
      },
      {
        _id: `achievement:${userId}:streak-3`,
        userId,
        currency: 'spiceStones',
        amount: 10,
        reason: 'Achievement: Warming Up',
      },
      // Podium Plating was paid, then the achievements were reset: earned again, it pays nothing.
      {
        _id: `achievement:${userId}:league-podium`,
        userId,
        currency: 'spiceStones',
        amount: 50,
        reason: 'Achievement: Podium Plating',
        applied: true,
      },
    ]);
  },
};

/** Everything a check wrote for a learner, with the learner's id taken out so two learners compare. */
async function writtenFor(userId: string) {
  const anon = (s: string) => s.split(userId).join('<me>');
  const [progression, unlocked, ledger, lines] = await Promise.all([
    ProgressionModel.findById(userId).lean<{ spiceStones: number; appliedOps?: string[] }>(),
    UnlockedAchievementModel.find({ userId }).sort({ _id: 1 }).lean(),
    LedgerModel.find({ userId }).sort({ _id: 1 }).lean(),
    ActivityModel.find({ userId }).sort({ key: 1, description: 1 }).lean(),
  ]);
  return {
    stones: progression?.spiceStones,
    appliedOps: (progression?.appliedOps ?? []).map(anon).sort(),
    unlocked: unlocked.map((u) => [u.achievementId, u.paid, u.stonesPaid, u.unlockedAt]),
    ledger: ledger.map((e) => [anon(e._id), e.amount, e.reason, e.applied]),
    lines: lines.map((l) => [l.type, l.description, l.key && anon(l.key)]),
  };
}

const unlockedIds = (list: Array<{ id: string; stonesPaid: number }> | undefined) =>
  (list ?? []).map((a) => `${a.id}:${a.stonesPaid}`);

describe('checkAchievementsOf', () => {
  it('when learners in every state are checked together, then each gets exactly what the single check gives', async () => {
    const names = Object.keys(STATES);
    const single = names.map(newUserId);
    const batch = names.map(newUserId);
    await Promise.all(names.flatMap((name, i) => [STATES[name](single[i]), STATES[name](batch[i])]));

    const one = await Promise.all(single.map((id) => checkAchievements(id, at)));
    const many = await checkAchievementsOf(batch, at);

    for (const [i, name] of names.entries()) {
      expect({ name, unlocked: unlockedIds(many.get(batch[i])) }).toEqual({
        name,
        unlocked: unlockedIds(one[i]),
      });
      expect({ name, written: await writtenFor(batch[i]) }).toEqual({
        name,
        written: await writtenFor(single[i]),
      });
    }
    // The states reach something to pay, so the comparison is not of two empty results.
    expect(one.flat().length).toBeGreaterThan(8);
  });

  it('when a batch is checked again, twice at once or after a crash before the paid marks, then nobody is paid twice', async () => {
    const learners = Object.keys(STATES).map(newUserId);
    await Promise.all(Object.values(STATES).map((build, i) => build(learners[i])));
    const earlier = await LedgerModel.distinct('_id', { userId: mongoose.trusted({ $in: learners }) });
    await checkAchievementsOf(learners, at);
    const after = await Promise.all(learners.map(writtenFor));

    const replays = await Promise.all([checkAchievementsOf(learners, at), checkAchievementsOf(learners, at)]);
    // A crash right after the balances moved: the ledger flags and the paid marks not written.
    await UnlockedAchievementModel.updateMany(
      { userId: mongoose.trusted({ $in: learners }) },
      { $set: { paid: false, stonesPaid: null } },
    );
    await LedgerModel.updateMany(
      { userId: mongoose.trusted({ $in: learners }), _id: mongoose.trusted({ $nin: earlier }) },
      { $set: { applied: false } },
    );
    await checkAchievementsOf(learners, at);

    expect(replays.flatMap((r) => [...r.values()].flat())).toEqual([]);
    const again = await Promise.all(learners.map(writtenFor));
    expect(again.map((w) => [w.stones, w.ledger, w.lines])).toEqual(
      after.map((w) => [w.stones, w.ledger, w.lines]),
    );
  });

  it('when a learner of the batch was erased, then nothing is written for them and the others are paid', async () => {
    const [gone, here] = [newUserId(), newUserId()];
    await STATES['chests, a purchase and social facts'](here);
    await eraseOnce(gone, `delete:${gone}`);

    const unlocked = await checkAchievementsOf([gone, here], at);

    expect(unlocked.has(gone)).toBe(false);
    expect(unlocked.get(here)?.length).toBeGreaterThan(0);
    expect(await ProgressionModel.exists({ _id: gone })).toBeNull();
    expect(await LedgerModel.exists({ userId: gone })).toBeNull();
  });
});

describe('recordSocialFacts', () => {
  it('when podium facts are recorded in a batch, sent twice and with an id reused, then they count as the single calls count them', async () => {
    const [a, b, c] = [newUserId(), newUserId(), newUserId()];
    const [sa, sb] = [newUserId(), newUserId()];
    const podium = (userId: string, id = `podium:w1:${userId}`) => ({
      userId,
      fact: 'podiums' as const,
      operationId: id,
    });

    expect(await recordSocialFacts([podium(a), podium(b), podium(a)], at)).toEqual([
      'applied',
      'applied',
      'duplicate',
    ]);
    // A sent again, C under A's id: refused; A's fact is not counted again.
    expect(await recordSocialFacts([podium(a), podium(c, `podium:w1:${a}`)], at)).toEqual([
      'duplicate',
      'refused',
    ]);
    await recordSocialFact(podium(sa), at);
    await recordSocialFact(podium(sb), at);
    await recordSocialFact(podium(sa), at);

    expect(await SocialFactModel.countDocuments({ userId: a })).toBe(1);
    expect(await SocialFactModel.countDocuments({ userId: c })).toBe(0);
    expect(await ProgressionModel.exists({ _id: c })).toBeNull();
    const anon = (w: Awaited<ReturnType<typeof writtenFor>>) => ({
      ...w,
      unlocked: w.unlocked.map((u) => u.slice(0, 3)),
    });
    expect(anon(await writtenFor(a))).toEqual(anon(await writtenFor(sa)));
    expect(anon(await writtenFor(b))).toEqual(anon(await writtenFor(sb)));
    expect((await writtenFor(a)).stones).toBeGreaterThan(0);
  });
});
