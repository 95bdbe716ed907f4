import { internalHeaders } from '@fff/service-kit/testing';
import { walletCreditResponseSchema, walletTransferResponseSchema } from '@fff/contracts';
import { MAX_WALLET_OPERATION_AMOUNT } from '@fff/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { ProgressionModel } from '../../progression/model';
import { LedgerModel } from '../model';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();

const { app } = testApp();
const post = (url: string, body: object) => request(app).post(url).set(internalHeaders('social')).send(body);
const newUserId = () => new mongoose.Types.ObjectId().toHexString();
const opId = () => `op-${new mongoose.Types.ObjectId().toHexString()}`;

describe('POST /internal/wallet/credit', () => {
  it('when the same operation is sent twice, then it pays once', async () => {
    const userId = newUserId();
    const body = { userId, currency: 'spiceStones', amount: 250, reason: 'referral', operationId: opId() };
    const first = walletCreditResponseSchema.parse((await post('/internal/wallet/credit', body)).body);
    const second = walletCreditResponseSchema.parse((await post('/internal/wallet/credit', body)).body);
    expect(first).toEqual({ applied: true, balance: 250 });
    expect(second).toEqual({ applied: false, balance: 250 });
    expect(await LedgerModel.countDocuments({ userId })).toBe(1);
  });

  it('when the balance changed but the ledger flag was not set (crash), then a retry does not pay again', async () => {
    const userId = newUserId();
    const operationId = opId();
    await LedgerModel.create({
      _id: operationId,
      userId,
      currency: 'coins',
      amount: 5,
      reason: 'gift',
      applied: false,
    });
    await ProgressionModel.create({ _id: userId, coins: 5, appliedOps: [operationId] });
    const res = await post('/internal/wallet/credit', {
      userId,
      currency: 'coins',
      amount: 5,
      reason: 'gift',
      operationId,
    });
    expect(res.body).toEqual({ applied: false, balance: 5 });
    expect((await LedgerModel.findById(operationId).lean())?.applied).toBe(true);
  });

  it('when the amount is not a positive whole number, then 400', async () => {
    const res = await post('/internal/wallet/credit', {
      userId: newUserId(),
      currency: 'coins',
      amount: -5,
      reason: 'x',
      operationId: opId(),
    });
    expect(res.status).toBe(400);
  });

  it('when the amount is above the shared cap, then 400 naming the cap and nothing is paid', async () => {
    const userId = newUserId();
    const body = { userId, currency: 'spiceStones', reason: 'x', operationId: opId() };
    const res = await post('/internal/wallet/credit', { ...body, amount: MAX_WALLET_OPERATION_AMOUNT + 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The amount must be at most ${MAX_WALLET_OPERATION_AMOUNT}`);
    expect(await LedgerModel.countDocuments({ userId })).toBe(0);
    const atCap = await post('/internal/wallet/credit', {
      ...body,
      amount: MAX_WALLET_OPERATION_AMOUNT,
      operationId: opId(),
    });
    expect(atCap.body).toEqual({ applied: true, balance: MAX_WALLET_OPERATION_AMOUNT });
  });
});

describe('POST /internal/wallet/transfer', () => {
  it('when the sender can pay, then stones move once per operation id', async () => {
    const [from, to] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: from, spiceStones: 30 });
    const body = {
      fromUserId: from,
      toUserId: to,
      currency: 'spiceStones',
      amount: 20,
      reason: 'gift',
      operationId: opId(),
    };
    const first = walletTransferResponseSchema.parse((await post('/internal/wallet/transfer', body)).body);
    const retry = walletTransferResponseSchema.parse((await post('/internal/wallet/transfer', body)).body);
    expect(first).toEqual({ applied: true, fromBalance: 10, toBalance: 20 });
    expect(retry).toEqual({ applied: false, fromBalance: 10, toBalance: 20 });
  });

  it('when the sender cannot pay, then 409 insufficient_funds and no balance goes negative', async () => {
    const [from, to] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: from, spiceStones: 5 });
    const body = {
      fromUserId: from,
      toUserId: to,
      currency: 'spiceStones',
      amount: 20,
      reason: 'gift',
      operationId: opId(),
    };
    const res = await post('/internal/wallet/transfer', body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'insufficient_funds', message: 'Not enough Spice Stones.' });
    expect((await ProgressionModel.findById(from).lean())?.spiceStones).toBe(5);
    expect(await ProgressionModel.findById(to).lean()).toBeNull();
  });

  it('when two transfers race for the same stones, then only one is paid', async () => {
    const [from, to] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: from, spiceStones: 20 });
    const body = () => ({
      fromUserId: from,
      toUserId: to,
      currency: 'spiceStones',
      amount: 20,
      reason: 'gift',
      operationId: opId(),
    });
    const results = await Promise.all([
      post('/internal/wallet/transfer', body()),
      post('/internal/wallet/transfer', body()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ProgressionModel.findById(from).lean())?.spiceStones).toBe(0);
  });
});
