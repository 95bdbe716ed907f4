// What a bought item gives, written once per purchase: the update matches only while the purchase's
// marker is not among the progression's applied operations and while the item can still be given
// (a third freeze, a second boost or a theme owned twice is refused by the filter itself, so two
// different purchases racing each other cannot both be granted).
import { MAX_HEARTS, MAX_STREAK_FREEZES, xpBoostEnds, type ShopItem } from '@fff/domain';
import mongoose from 'mongoose';
import { ProgressionModel } from '../progression/model';

/** How many recent operation ids a progression remembers (as progression/repository.ts). */
const APPLIED_OPS_KEPT = 300;

function grantOf(
  item: ShopItem,
  now: Date,
): { filter: Record<string, unknown>; set?: object; inc?: object; add?: object } {
  switch (item.kind) {
    case 'streak-freeze':
      return {
        filter: { streakFreezes: mongoose.trusted({ $lt: MAX_STREAK_FREEZES }) },
        inc: { streakFreezes: 1 },
      };
    case 'heart-refill':
      return { filter: {}, set: { hearts: MAX_HEARTS, heartsUpdatedAt: now } };
    case 'xp-boost':
      return {
        filter: { xpBoostUntil: mongoose.trusted({ $not: { $gt: now } }) },
        set: { xpBoostUntil: xpBoostEnds(now) },
      };
    case 'kitchen-theme':
      return {
        filter: { ownedThemes: mongoose.trusted({ $ne: item.themeId }) },
        add: { ownedThemes: item.themeId },
      };
    case 'mascot-outfit':
      return {
        filter: { ownedOutfits: mongoose.trusted({ $ne: item.outfitId }) },
        add: { ownedOutfits: item.outfitId },
      };
  }
}

/** Give the item once for `marker`; false when it could not be given now (nothing changed). */
export async function grantOnce(userId: string, marker: string, item: ShopItem, now: Date): Promise<boolean> {
  const grant = grantOf(item, now);
  const update: Record<string, unknown> = {
    $push: { appliedOps: { $each: [marker], $slice: -APPLIED_OPS_KEPT } },
  };
  if (grant.set) update.$set = grant.set;
  if (grant.inc) update.$inc = grant.inc;
  if (grant.add) update.$addToSet = grant.add;
  const res = await ProgressionModel.updateOne(
    { _id: userId, appliedOps: mongoose.trusted({ $ne: marker }), ...grant.filter },
    update,
  );
  return res.modifiedCount === 1;
}

/** Use an owned Kitchen Theme (or none); false when the theme is not owned. */
export async function equipTheme(userId: string, themeId: string | null): Promise<boolean> {
  const filter = themeId === null ? { _id: userId } : { _id: userId, ownedThemes: themeId };
  const res = await ProgressionModel.updateOne(filter, { $set: { kitchenTheme: themeId } });
  return res.matchedCount === 1;
}

/** Dress Chef Chilli in an owned Mascot Outfit (or none); false when the outfit is not owned. */
export async function equipOutfit(userId: string, outfitId: string | null): Promise<boolean> {
  const filter = outfitId === null ? { _id: userId } : { _id: userId, ownedOutfits: outfitId };
  const res = await ProgressionModel.updateOne(filter, { $set: { mascotOutfit: outfitId } });
  return res.matchedCount === 1;
}
