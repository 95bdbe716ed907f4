// The Shop (issue 38): what it sells, for how many Spice Stones, and every message it shows. Spice
// Stones are the only currency spent; nothing is sold for real money (see COINS_TRUTH).
import { MAX_HEARTS } from './hearts';
import { MAX_STREAK_FREEZES } from './streak-freeze';

/** Minutes an XP Boost lasts. */
export const XP_BOOST_MINUTES = 15;
/** How many times a lesson's XP an XP Boost pays. */
export const XP_BOOST_MULTIPLIER = 2;

/** Colour themes of the app beyond light and dark (the palettes live in @fff/ui, kitchenPalettes). */
export const KITCHEN_THEMES = Object.freeze([
  { id: 'trattoria', name: 'Rustic Trattoria', description: 'Olive greens and warm crust browns.' },
  { id: 'neon-diner', name: 'Neon Diner', description: 'Raspberry neon with a mint accent.' },
  { id: 'blueberry', name: 'Blueberry Bakery', description: 'Deep blueberry with a plum accent.' },
] as const);
export type KitchenThemeId = (typeof KITCHEN_THEMES)[number]['id'];

/** Chef Chilli's outfits (cosmetic: drawn on the mascot by @fff/ui's MascotButton). */
export const MASCOT_OUTFITS = Object.freeze([
  { id: 'toque', name: 'Tall Toque', description: "A tall white chef's hat for Chef Chilli." },
  {
    id: 'shades',
    name: 'Grill Shades',
    description: 'Dark sunglasses for Chef Chilli at the hottest grill.',
  },
  { id: 'bow-tie', name: 'Bistro Bow Tie', description: 'A red bow tie for Chef Chilli at the pass.' },
] as const);
export type MascotOutfitId = (typeof MASCOT_OUTFITS)[number]['id'];

/** What a shop item does when bought. */
export type ShopItemKind = 'streak-freeze' | 'heart-refill' | 'xp-boost' | 'kitchen-theme' | 'mascot-outfit';

/** One thing the Shop sells. */
export interface ShopItem {
  id: string;
  kind: ShopItemKind;
  name: string;
  description: string;
  /** Price in Spice Stones. */
  price: number;
  /** For a kitchen theme: the theme it unlocks. */
  themeId?: KitchenThemeId;
  /** For a mascot outfit: the outfit it unlocks. */
  outfitId?: MascotOutfitId;
}

/** Price of one Streak Freeze, in Spice Stones. */
export const STREAK_FREEZE_PRICE = 50;
/** Price of a Heart Refill, in Spice Stones. */
export const HEART_REFILL_PRICE = 30;
/** Price of an XP Boost, in Spice Stones. */
export const XP_BOOST_PRICE = 40;
/** Price of a Kitchen Theme, in Spice Stones (bought once, kept for good). */
export const KITCHEN_THEME_PRICE = 100;
/** Price of a Mascot Outfit, in Spice Stones (bought once, kept for good). */
export const MASCOT_OUTFIT_PRICE = 60;

/** Everything the Shop sells, in the order it shows them. */
export const SHOP_ITEMS: readonly ShopItem[] = Object.freeze([
  {
    id: 'streak-freeze',
    kind: 'streak-freeze',
    name: 'Streak Freeze',
    price: STREAK_FREEZE_PRICE,
    description: `Keeps your streak through one missed day, used automatically. Equip up to ${MAX_STREAK_FREEZES}.`,
  },
  {
    id: 'heart-refill',
    kind: 'heart-refill',
    name: 'Heart Refill',
    price: HEART_REFILL_PRICE,
    description: `Fills your hearts back up to ${MAX_HEARTS} right away.`,
  },
  {
    id: 'xp-boost',
    kind: 'xp-boost',
    name: 'XP Boost',
    price: XP_BOOST_PRICE,
    description: `Doubles the XP of every lesson you pass for ${XP_BOOST_MINUTES} minutes.`,
  },
  ...KITCHEN_THEMES.map((theme) => ({
    id: `theme-${theme.id}`,
    kind: 'kitchen-theme' as const,
    name: theme.name,
    price: KITCHEN_THEME_PRICE,
    description: `Kitchen Theme: ${theme.description} Yours to keep; switch it on or off any time.`,
    themeId: theme.id,
  })),
  ...MASCOT_OUTFITS.map((outfit) => ({
    id: `outfit-${outfit.id}`,
    kind: 'mascot-outfit' as const,
    name: outfit.name,
    price: MASCOT_OUTFIT_PRICE,
    description: `Mascot Outfit: ${outfit.description} Yours to keep; put it on or take it off any time.`,
    outfitId: outfit.id,
  })),
]);

/** The shop item with this id, if the Shop sells it. */
export function shopItem(id: string): ShopItem | undefined {
  return SHOP_ITEMS.find((item) => item.id === id);
}

/** A lesson's XP with an XP Boost running at `now` (until `boostUntil`), else unchanged. */
export function boostedLessonXp(xp: number, boostUntil: Date | null | undefined, now: Date): number {
  return boostUntil && boostUntil.getTime() > now.getTime() ? xp * XP_BOOST_MULTIPLIER : xp;
}

/** When a boost bought at `now` ends. */
export function xpBoostEnds(now: Date): Date {
  return new Date(now.getTime() + XP_BOOST_MINUTES * 60_000);
}

/** Why the Shop refuses a purchase, in the learner's words. */
export const SHOP_REFUSALS = Object.freeze({
  unknownItem: 'The Shop does not sell that item.',
  freezesFull: `You already have ${MAX_STREAK_FREEZES} Streak Freezes equipped, the most you can hold.`,
  heartsFull: `Your hearts are already full (${MAX_HEARTS}).`,
  boostRunning: 'An XP Boost is already running. Buy the next one when it ends.',
  themeOwned: 'You already own this Kitchen Theme.',
  themeNotOwned: 'Buy this Kitchen Theme in the Shop before you use it.',
  outfitOwned: 'You already own this Mascot Outfit.',
  outfitNotOwned: 'Buy this Mascot Outfit in the Shop before Chef Chilli can wear it.',
  refunded: 'This purchase was refunded. Try buying again.',
});

/** The message when the learner's Spice Stones do not cover an item. */
export function cannotAffordText(item: Pick<ShopItem, 'name' | 'price'>, balance: number): string {
  const missing = item.price - balance;
  return `${item.name} costs ${item.price} Spice Stones and you have ${balance}: ${missing} more to go. Pass lessons to earn them.`;
}

/** The Shop's receipt line for the ledger and the toast. */
export function receiptText(item: Pick<ShopItem, 'name' | 'price'>): string {
  return `Bought ${item.name} for ${item.price} Spice Stones`;
}

/** The truth about coins, for the coins dialog, the FAQ, the guide and the Shop. */
export const COINS_TRUTH =
  'Coins cannot be bought: From Fork to Flame takes no real money. The Shop sells everything for Spice Stones you earn by learning.';
