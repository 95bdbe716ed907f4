import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { operationIdSchema } from './wallet';

/** A shop item's id ('streak-freeze', 'theme-trattoria', …; the domain's SHOP_ITEMS lists them). */
export const shopItemIdSchema = z
  .string()
  .check(z.minLength(1, 'Choose an item'), z.maxLength(60), z.regex(/^[a-z0-9-]+$/, 'Unknown item'));

/** A kitchen theme (or mascot outfit) id, or null for the plain look. */
export const kitchenThemeIdSchema = z.nullable(
  z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[a-z0-9-]+$/, 'Unknown theme')),
);

/** What the learner holds from the Shop, as svc-learning has it now. */
export const shopInventorySchema = z.object({
  spiceStones: z.number().check(z.int(), z.gte(0)),
  streakFreezes: z.number().check(z.int(), z.gte(0)),
  /** End of the running XP Boost (ISO time), null when none runs. */
  xpBoostUntil: z.nullable(z.string()),
  hearts: z.number().check(z.int(), z.gte(0)),
  ownedThemes: z.array(z.string()),
  /** The Kitchen Theme in use, null for none. */
  kitchenTheme: z.nullable(z.string()),
  ownedOutfits: z.array(z.string()),
  /** The Mascot Outfit Chef Chilli wears, null for none. */
  mascotOutfit: z.nullable(z.string()),
  /** Days a Streak Freeze covered, newest last (the learner's calendar days). */
  frozenDays: z.array(isoDateSchema),
});

/** GET /api/shop. */
export const shopResponseSchema = shopInventorySchema;

/** POST /api/shop/purchases: the same operationId twice buys once. */
export const shopPurchaseRequestSchema = z.object({
  itemId: shopItemIdSchema,
  operationId: operationIdSchema,
});

/** The purchase's receipt (its ledger entry) and what the learner holds afterwards. */
export const shopPurchaseResponseSchema = z.object({
  receipt: z.object({
    operationId: z.string(),
    itemId: z.string(),
    price: z.number().check(z.int(), z.gt(0)),
    description: z.string(),
    /** False when this operationId had already bought the item (nothing was charged now). */
    charged: z.boolean(),
  }),
  inventory: shopInventorySchema,
});

/** PUT /api/shop/kitchen-theme: use an owned theme, or null for none. */
export const kitchenThemeRequestSchema = z.object({ themeId: kitchenThemeIdSchema });

/** PUT /api/shop/mascot-outfit: dress Chef Chilli in an owned outfit, or null for none. */
export const mascotOutfitRequestSchema = z.object({ outfitId: kitchenThemeIdSchema });

export type ShopInventory = z.infer<typeof shopInventorySchema>;
export type ShopPurchaseRequest = z.infer<typeof shopPurchaseRequestSchema>;
export type ShopPurchaseResponse = z.infer<typeof shopPurchaseResponseSchema>;
export type KitchenThemeRequest = z.infer<typeof kitchenThemeRequestSchema>;
export type MascotOutfitRequest = z.infer<typeof mascotOutfitRequestSchema>;
