import { internalHeaders } from '@fff/service-kit/testing';
import { walletCreditBatchResponseSchema } from '@fff/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { SocialFactModel } from '../../achievements/social-fact-model';
import { ProgressionModel } from '../../progression/model';
import { LedgerModel } from '../model';

useLearningDatabase();

const { app } = testApp();
const post = (url: string, body: object) => request(app).post(url).set(internalHeaders('social')).send(body);
const newUserId = () => new mongoose.Types.ObjectId().toHexString();
const podiumCredit = (userId: string, amount: number) => ({
  userId,
  currency: 'spiceStones' as const,
  amount,
  reason: 'League week: podium',
  operationId: `league-week:test:${userId}`,
  podiumFactId: `podium:test:${userId}`,
});
const sendBatch = async (credits: object[]) => {
  const res = await post('/internal/wallet/credit-batch', { credits });
  expect(res.status).toBe(200);
  return walletCreditBatchResponseSchema.parse(res.body).results.map((r) => r.outcome);
};
const stonesOf = async (userId: string) =>
  (await ProgressionModel.findById(userId).lean<{ spiceStones: number }>())?.spiceStones;

describe('POST /internal/wallet/credit-batch', () => {
  it('when the same batch is sent twice, then each credit and podium fact counts once', async () => {
    const [a, b, c] = [newUserId(), newUserId(), newUserId()];
    const credits = [podiumCredit(a, 50), podiumCredit(b, 30), podiumCredit(c, 20)];

    expect(await sendBatch(credits)).toEqual(['applied', 'applied', 'applied']);
    const afterFirst = await Promise.all([a, b, c].map(stonesOf));
    expect(await sendBatch(credits)).toEqual(['duplicate', 'duplicate', 'duplicate']);

    expect(await Promise.all([a, b, c].map(stonesOf))).toEqual(afterFirst);
    // 50/30/20 plus whatever achievement the podium fact unlocked, the same for each.
    expect(afterFirst[0]! - afterFirst[1]!).toBe(20);
    expect(
      await LedgerModel.countDocuments({
        _id: mongoose.trusted({ $in: credits.map((x) => x.operationId) }),
        applied: true,
      }),
    ).toBe(3);
    expect(
      await SocialFactModel.countDocuments({ userId: mongoose.trusted({ $in: [a, b, c] }), fact: 'podiums' }),
    ).toBe(3);
  });

  it('when part of the batch was paid before, then only the rest is paid', async () => {
    const [a, b] = [newUserId(), newUserId()];
    expect(await sendBatch([podiumCredit(a, 50)])).toEqual(['applied']);
    const aBefore = await stonesOf(a);

    expect(await sendBatch([podiumCredit(a, 50), podiumCredit(b, 30)])).toEqual(['duplicate', 'applied']);
    expect(await stonesOf(a)).toBe(aBefore);
    expect(await stonesOf(b)).toBe(aBefore! - 20);
  });

  it('when the balance changed but the ledger flag was not set (crash), then a resend does not pay again', async () => {
    const userId = newUserId();
    const credit = podiumCredit(userId, 50);
    await LedgerModel.create({ ...credit, _id: credit.operationId, applied: false });
    await ProgressionModel.create({ _id: userId, spiceStones: 50, appliedOps: [credit.operationId] });

    expect(await sendBatch([{ ...credit, podiumFactId: undefined }])).toEqual(['duplicate']);
    expect(await stonesOf(userId)).toBe(50);
    expect((await LedgerModel.findById(credit.operationId).lean())?.applied).toBe(true);
  });

  it('when a learner was erased or an id is reused for another amount, then those are refused and the rest paid', async () => {
    const [gone, reused, fine] = [newUserId(), newUserId(), newUserId()];
    expect(
      (
        await request(app)
          .post('/internal/account-data/erase')
          .set(internalHeaders('identity'))
          .send({ userId: gone, operationId: `delete:${gone}` })
      ).status,
    ).toBe(200);
    expect(await sendBatch([podiumCredit(reused, 10)])).toEqual(['applied']);

    const res = await post('/internal/wallet/credit-batch', {
      credits: [podiumCredit(gone, 50), podiumCredit(reused, 30), podiumCredit(fine, 20)],
    });
    const { results } = walletCreditBatchResponseSchema.parse(res.body);

    expect(results.map(({ outcome, status, error }) => ({ outcome, status, error }))).toEqual([
      { outcome: 'refused', status: 401, error: 'session_revoked' },
      { outcome: 'refused', status: 409, error: 'conflict' },
      { outcome: 'applied' },
    ]);
    expect(await ProgressionModel.exists({ _id: gone })).toBeNull();
    expect(await LedgerModel.exists({ userId: gone })).toBeNull();
    expect(await SocialFactModel.exists({ userId: gone })).toBeNull();
    expect(await stonesOf(fine)).toBeGreaterThanOrEqual(20);
  });
});
