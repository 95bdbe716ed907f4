import { internalHeaders } from '@fff/service-kit/testing';
import { walletTransferResponseSchema } from '@fff/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { ActivityModel } from '../../activities/model';
import { ProgressionModel } from '../../progression/model';

useLearningDatabase();

const { app } = testApp();
const newUserId = () => new mongoose.Types.ObjectId().toHexString();
const giftBody = (fromUserId: string, toUserId: string, amount: number, operationId: string) => ({
  fromUserId,
  toUserId,
  currency: 'spiceStones',
  amount,
  reason: 'gift',
  operationId,
  fromUsername: 'giver',
  toUsername: 'taker',
});
const post = (body: object) =>
  request(app).post('/internal/wallet/gift').set(internalHeaders('social')).send(body);

describe('POST /internal/wallet/gift', () => {
  it('when a gift is delivered twice, then the stones move once and each learner gets one activity line', async () => {
    const [from, to] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: from, spiceStones: 10 });
    const first = walletTransferResponseSchema.parse((await post(giftBody(from, to, 3, 'gift:a:1'))).body);
    const again = walletTransferResponseSchema.parse((await post(giftBody(from, to, 3, 'gift:a:1'))).body);
    expect(first).toEqual({ applied: true, fromBalance: 7, toBalance: 3 });
    expect(again).toEqual({ applied: false, fromBalance: 7, toBalance: 3 });
    expect(await ActivityModel.find({ userId: to }, { _id: 0, type: 1, description: 1 }).lean()).toEqual([
      { type: 'stones_received', description: 'Received 3 Spice Stones from giver' },
    ]);
    expect(await ActivityModel.find({ userId: from }, { _id: 0, type: 1, description: 1 }).lean()).toEqual([
      { type: 'stones_sent', description: 'Sent 3 Spice Stones to taker' },
    ]);
  });

  it('when the sender cannot pay, then 409 insufficient_funds and no activity is written', async () => {
    const [from, to] = [newUserId(), newUserId()];
    const res = await post(giftBody(from, to, 1, 'gift:b:1'));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('insufficient_funds');
    expect(await ActivityModel.countDocuments({ userId: mongoose.trusted({ $in: [from, to] }) })).toBe(0);
  });

  it('when the receiver was erased (a gift queued before their deletion), then it is refused and the sender keeps the stones', async () => {
    const [from, to] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: from, spiceStones: 10 });
    await request(app)
      .post('/internal/account-data/erase')
      .set(internalHeaders('identity'))
      .send({ userId: to, operationId: `delete:${to}` });
    const res = await post(giftBody(from, to, 3, 'gift:c:1'));
    expect(res.status).toBe(401);
    expect((await ProgressionModel.findById(from).lean())?.spiceStones).toBe(10);
    expect(await ProgressionModel.countDocuments({ _id: to })).toBe(0);
  });
});
