import { shopPurchaseResponseSchema, shopResponseSchema } from '@fff/contracts';
import {
  ACHIEVEMENTS,
  HEART_REFILL_PRICE,
  KITCHEN_THEME_PRICE,
  MASCOT_OUTFIT_PRICE,
  MAX_HEARTS,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_PRICE,
  XP_BOOST_MINUTES,
  XP_BOOST_PRICE,
  cannotAffordText,
  shopItem,
} from '@fff/domain';
import { signTestToken } from '@fff/service-kit/testing';
import request from 'supertest';
import { learner, type Learner } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';
import { LedgerModel } from '../../wallet/model';
import { credit } from '../../wallet/service';
import { withXpBoost } from '../boost';
import { purchase } from '../service';

useLearningDatabase();
const app = testApp();

const tokenOf = (userId: string) =>
  signTestToken(app.keys, { userId, username: `u${userId.slice(-6)}`, isDeveloper: false });
// The first purchase also unlocks the Window Shopper achievement, paid through the same wallet.
const FIRST_PURCHASE = ACHIEVEMENTS.find((a) => a.id === 'first-purchase')!.reward;
const give = (userId: string, amount: number) =>
  credit({
    userId,
    currency: 'spiceStones',
    amount,
    reason: 'test',
    operationId: `test:${userId}:${amount}`,
  });
const buy = (me: Learner, itemId: string, operationId: string) =>
  me.post('/api/shop/purchases', { itemId, operationId });
const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones;

describe('buying in the Shop', () => {
  it('when a learner buys a Streak Freeze, then one debit with a receipt is written and the freeze is held', async () => {
    const me = learner(app);
    await give(me.userId, 80);

    const res = await buy(me, 'streak-freeze', 'op-1');

    expect(res.status).toBe(200);
    const body = shopPurchaseResponseSchema.parse(res.body);
    expect(body.receipt).toMatchObject({
      itemId: 'streak-freeze',
      price: STREAK_FREEZE_PRICE,
      charged: true,
    });
    expect(body.inventory).toMatchObject({
      streakFreezes: 1,
      spiceStones: 80 - STREAK_FREEZE_PRICE + FIRST_PURCHASE,
    });
    const ledger = await LedgerModel.find({ userId: me.userId, amount: -STREAK_FREEZE_PRICE }).lean();
    expect(ledger).toEqual([
      expect.objectContaining({ reason: 'Bought Streak Freeze for 50 Spice Stones', applied: true }),
    ]);
  });

  it('when the same purchase is raced in two tabs, then it is debited and granted once', async () => {
    const me = learner(app);
    await give(me.userId, 200);

    const [a, b] = await Promise.all([
      buy(me, 'streak-freeze', 'tab-race'),
      buy(me, 'streak-freeze', 'tab-race'),
    ]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await stones(me.userId)).toBe(200 - STREAK_FREEZE_PRICE + FIRST_PURCHASE);
    expect((await ProgressionModel.findById(me.userId).lean())?.streakFreezes).toBe(1);
    expect(await LedgerModel.countDocuments({ userId: me.userId, amount: -STREAK_FREEZE_PRICE })).toBe(1);
  });

  it('when two different purchases race for the last freeze slot, then one is kept and the other paid back', async () => {
    const me = learner(app);
    await give(me.userId, 500);
    await ProgressionModel.updateOne({ _id: me.userId }, { $set: { streakFreezes: MAX_STREAK_FREEZES - 1 } });

    const results = await Promise.all([
      buy(me, 'streak-freeze', 'slot-a'),
      buy(me, 'streak-freeze', 'slot-b'),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ProgressionModel.findById(me.userId).lean())?.streakFreezes).toBe(MAX_STREAK_FREEZES);
    expect(await stones(me.userId)).toBe(500 - STREAK_FREEZE_PRICE + FIRST_PURCHASE);
  });

  it('when the learner holds the most freezes, then a third is refused and nothing is charged', async () => {
    const me = learner(app);
    await give(me.userId, 500);
    await ProgressionModel.updateOne({ _id: me.userId }, { $set: { streakFreezes: MAX_STREAK_FREEZES } });

    const res = await buy(me, 'streak-freeze', 'third');

    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`${MAX_STREAK_FREEZES} Streak Freezes equipped`);
    expect(await stones(me.userId)).toBe(500);
  });

  it('when the learner cannot afford an item, then 409 says what is missing and no ledger entry stays', async () => {
    const me = learner(app);
    await give(me.userId, 12);

    const res = await buy(me, 'streak-freeze', 'poor');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'insufficient_funds',
      message: cannotAffordText(shopItem('streak-freeze')!, 12),
    });
    expect(await LedgerModel.countDocuments({ userId: me.userId })).toBe(1);
  });

  it('when the item is unknown or the operation id is unsafe, then 400 and nothing moves', async () => {
    const me = learner(app);
    await give(me.userId, 500);
    expect((await buy(me, 'gold-bar', 'op')).status).toBe(400);
    expect((await buy(me, 'streak-freeze', '$where')).status).toBe(400);
    expect(await stones(me.userId)).toBe(500);
  });

  it('when a Heart Refill is bought with 1 heart left, then the hearts are full again', async () => {
    const me = learner(app);
    await give(me.userId, 100);
    await ProgressionModel.updateOne(
      { _id: me.userId },
      { $set: { hearts: 1, heartsUpdatedAt: new Date() } },
    );

    const res = await buy(me, 'heart-refill', 'refill');

    expect(res.body.inventory).toMatchObject({
      hearts: MAX_HEARTS,
      spiceStones: 100 - HEART_REFILL_PRICE + FIRST_PURCHASE,
    });
    expect((await buy(me, 'heart-refill', 'refill-again')).status).toBe(409);
  });

  it('when an XP Boost is bought, then lesson XP doubles for its minutes and a second cannot run at once', async () => {
    const me = learner(app);
    await give(me.userId, 100);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);

    await purchase(me.userId, 'xp-boost', 'boost', today, now);

    expect(await withXpBoost(me.userId, 15, new Date(now.getTime() + (XP_BOOST_MINUTES * 60_000 - 1)))).toBe(
      30,
    );
    expect(await withXpBoost(me.userId, 15, new Date(now.getTime() + XP_BOOST_MINUTES * 60_000))).toBe(15);
    await expect(purchase(me.userId, 'xp-boost', 'boost-2', today, now)).rejects.toMatchObject({
      status: 409,
    });
    expect(await stones(me.userId)).toBe(100 - XP_BOOST_PRICE + FIRST_PURCHASE);
  });

  it('when a Kitchen Theme is bought, then it can be used and switched off; one not owned cannot be used', async () => {
    const me = learner(app);
    await give(me.userId, 150);
    const put = (themeId: string | null) =>
      request(me.app)
        .put('/api/shop/kitchen-theme')
        .set('authorization', `Bearer ${tokenOf(me.userId)}`)
        .send({ themeId });

    expect((await buy(me, 'theme-trattoria', 'theme')).body.inventory.ownedThemes).toEqual(['trattoria']);
    expect(await stones(me.userId)).toBe(150 - KITCHEN_THEME_PRICE + FIRST_PURCHASE);
    const used = await put('trattoria');
    expect(used.status).toBe(200);
    expect(shopResponseSchema.parse(used.body).kitchenTheme).toBe('trattoria');
    expect((await put('neon-diner')).status).toBe(409);
    expect((await put(null)).body.kitchenTheme).toBeNull();
    expect((await buy(me, 'theme-trattoria', 'theme-again')).status).toBe(409);
  });

  it('when a Mascot Outfit is bought twice in two tabs, then one debit with a receipt, and Chef Chilli wears it once owned', async () => {
    const me = learner(app);
    await give(me.userId, 100);
    const put = (outfitId: string | null) =>
      request(me.app)
        .put('/api/shop/mascot-outfit')
        .set('authorization', `Bearer ${tokenOf(me.userId)}`)
        .send({ outfitId });

    expect((await put('toque')).status).toBe(409);
    const [a, b] = await Promise.all([buy(me, 'outfit-toque', 'outfit'), buy(me, 'outfit-toque', 'outfit')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.receipt.charged, b.body.receipt.charged].filter(Boolean)).toHaveLength(1);
    expect(await LedgerModel.countDocuments({ userId: me.userId, amount: -MASCOT_OUTFIT_PRICE })).toBe(1);
    expect(await stones(me.userId)).toBe(100 - MASCOT_OUTFIT_PRICE + FIRST_PURCHASE);
    const worn = shopResponseSchema.parse((await put('toque')).body);
    expect([worn.ownedOutfits, worn.mascotOutfit]).toEqual([['toque'], 'toque']);
    expect(shopResponseSchema.parse((await me.get('/api/shop')).body).mascotOutfit).toBe('toque');
    expect((await put('shades')).status).toBe(409);
    expect((await buy(me, 'outfit-toque', 'outfit-again')).status).toBe(409);
  });
});
