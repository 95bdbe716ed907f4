// The Shop (issue 38): every purchase is one idempotent debit in the wallet's ledger (its receipt)
// followed by a once-only grant; a grant refused by a concurrent purchase is refunded under its own
// operation id, so the learner never pays for something they did not get.
import { INSUFFICIENT_FUNDS_ERROR, type ShopInventory, type ShopPurchaseResponse } from '@fff/contracts';
import {
  MAX_HEARTS,
  MAX_STREAK_FREEZES,
  SHOP_REFUSALS,
  addDays,
  cannotAffordText,
  heartsAt,
  receiptText,
  shopItem,
  type ShopItem,
} from '@fff/domain';
import { AppError, badRequest, conflict } from '@fff/service-kit';
import { checkAchievements } from '../achievements/service';
import { readProgression, wasApplied, type ProgressionRow } from '../progression/repository';
import { isoOrNull } from '../shared/request';
import { frozenDaysBetween, useStreakFreezes } from '../streak/freeze';
import { entryExists } from '../wallet/repository';
import { applyMovement, credit } from '../wallet/service';
import { equipOutfit, equipTheme, grantOnce } from './grants';

/** How far back the Shop lists the days a freeze covered. */
const FROZEN_DAYS_SHOWN = 60;

const refundId = (ledgerId: string) => `${ledgerId}:refund`;

const heartsNow = (row: ProgressionRow, now: Date) =>
  heartsAt(row.hearts, row.heartsUpdatedAt ?? now, now).hearts;

/** What the learner holds from the Shop, after spending any freezes due on `today`. */
export async function shopInventory(userId: string, today: string, now = new Date()): Promise<ShopInventory> {
  await useStreakFreezes(userId, today);
  const [row, frozenDays] = await Promise.all([
    readProgression(userId),
    frozenDaysBetween(userId, addDays(today, 1 - FROZEN_DAYS_SHOWN), today),
  ]);
  const boost = row.xpBoostUntil && row.xpBoostUntil > now ? row.xpBoostUntil : null;
  return {
    spiceStones: row.spiceStones,
    streakFreezes: row.streakFreezes,
    xpBoostUntil: isoOrNull(boost),
    hearts: heartsNow(row, now),
    ownedThemes: row.ownedThemes,
    kitchenTheme: row.kitchenTheme,
    ownedOutfits: row.ownedOutfits,
    mascotOutfit: row.mascotOutfit,
    frozenDays,
  };
}

/** Why the item cannot be bought now, or null. */
function refusal(item: ShopItem, row: ProgressionRow, now: Date): string | null {
  switch (item.kind) {
    case 'streak-freeze':
      return row.streakFreezes >= MAX_STREAK_FREEZES ? SHOP_REFUSALS.freezesFull : null;
    case 'heart-refill':
      return heartsNow(row, now) >= MAX_HEARTS ? SHOP_REFUSALS.heartsFull : null;
    case 'xp-boost':
      return row.xpBoostUntil && row.xpBoostUntil > now ? SHOP_REFUSALS.boostRunning : null;
    case 'kitchen-theme':
      return row.ownedThemes.includes(item.themeId ?? '') ? SHOP_REFUSALS.themeOwned : null;
    case 'mascot-outfit':
      return row.ownedOutfits.includes(item.outfitId ?? '') ? SHOP_REFUSALS.outfitOwned : null;
  }
}

const cannotAfford = (item: ShopItem, balance: number) =>
  new AppError(INSUFFICIENT_FUNDS_ERROR, 409, cannotAffordText(item, balance));

/** Buy `itemId` once per `operationId` (a retry, a double click or a second tab buys nothing more). */
export async function purchase(
  userId: string,
  itemId: string,
  operationId: string,
  today: string,
  now = new Date(),
): Promise<ShopPurchaseResponse> {
  const item = shopItem(itemId);
  if (!item) throw badRequest(SHOP_REFUSALS.unknownItem);
  // Scoped by learner: the ledger's ids are global, and one learner's id must never meet another's.
  const ledgerId = `shop:${userId}:${operationId}`;
  const marker = `grant:${ledgerId}`;
  const receipt = (charged: boolean) => ({
    operationId,
    itemId,
    price: item.price,
    description: receiptText(item),
    charged,
  });
  await useStreakFreezes(userId, today);
  if (await wasApplied(userId, marker)) {
    return { receipt: receipt(false), inventory: await shopInventory(userId, today, now) };
  }
  // A purchase that was refunded stays refunded: a retry of it must not get the item unpaid.
  if (await entryExists(refundId(ledgerId))) throw conflict(SHOP_REFUSALS.refunded);
  const row = await readProgression(userId);
  const refused = refusal(item, row, now);
  if (refused) throw conflict(refused);
  if (row.spiceStones < item.price) throw cannotAfford(item, row.spiceStones);
  const debit = await applyMovement({
    userId,
    currency: 'spiceStones',
    amount: -item.price,
    reason: receiptText(item),
    operationId: ledgerId,
  }).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === INSUFFICIENT_FUNDS_ERROR)
      throw cannotAfford(item, (await readProgression(userId)).spiceStones);
    throw err;
  });
  const granted = await grantOnce(userId, marker, item, now);
  if (!granted && !(await wasApplied(userId, marker))) {
    // Another purchase got there first (the third freeze, a second boost): give the stones back.
    await credit({
      userId,
      currency: 'spiceStones',
      amount: item.price,
      reason: `Refund: ${item.name}`,
      operationId: refundId(ledgerId),
    });
    throw conflict(refusal(item, await readProgression(userId), now) ?? SHOP_REFUSALS.unknownItem);
  }
  await checkAchievements(userId, now);
  return { receipt: receipt(debit.applied), inventory: await shopInventory(userId, today, now) };
}

// Using a cosmetic the learner owns: a Kitchen Theme on the app, a Mascot Outfit on Chef Chilli.
const COSMETICS = {
  theme: { equip: equipTheme, notOwned: SHOP_REFUSALS.themeNotOwned },
  outfit: { equip: equipOutfit, notOwned: SHOP_REFUSALS.outfitNotOwned },
} as const;

async function useCosmetic(
  kind: keyof typeof COSMETICS,
  userId: string,
  id: string | null,
  today: string,
  now: Date,
): Promise<ShopInventory> {
  await readProgression(userId);
  if (!(await COSMETICS[kind].equip(userId, id))) throw conflict(COSMETICS[kind].notOwned);
  return shopInventory(userId, today, now);
}

/** Use an owned Kitchen Theme, or none (null). */
export const setKitchenTheme = (userId: string, themeId: string | null, today: string, now = new Date()) =>
  useCosmetic('theme', userId, themeId, today, now);

/** Dress Chef Chilli in an owned Mascot Outfit, or none (null). */
export const setMascotOutfit = (userId: string, outfitId: string | null, today: string, now = new Date()) =>
  useCosmetic('outfit', userId, outfitId, today, now);
