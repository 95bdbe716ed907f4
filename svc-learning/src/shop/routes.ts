import {
  kitchenThemeRequestSchema,
  mascotOutfitRequestSchema,
  shopPurchaseRequestSchema,
  shopPurchaseResponseSchema,
  shopResponseSchema,
} from '@fff/contracts';
import { localDay } from '@fff/domain';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { Request } from 'express';
import { timeZoneOf } from '../shared/request';
import { purchase, setKitchenTheme, setMascotOutfit, shopInventory } from './service';

const route = declareRoutes();
const shop = { auth: 'bearer', tags: ['shop'] } as const;

/** The learner's calendar day (freezes are spent per missed day of their calendar). */
const todayOf = (req: Request) => localDay(new Date(), timeZoneOf(req));

/** The Shop (bearer guard given by app.ts). */
export const shopRoutes = [
  route(
    {
      ...shop,
      method: 'get',
      path: '/api/shop',
      summary: 'What the learner holds from the Shop (Spice Stones, freezes, boost, themes, frozen days)',
      responses: { 200: { description: 'Inventory', schema: shopResponseSchema } },
    },
    (_in, { req, res }) => shopInventory(authOf(res).userId, todayOf(req)),
  ),
  route(
    {
      ...shop,
      method: 'post',
      path: '/api/shop/purchases',
      summary:
        'Buy an item with Spice Stones, at most once per operationId (409 insufficient_funds or when it cannot be held)',
      body: shopPurchaseRequestSchema,
      responses: { 200: { description: 'Receipt and inventory', schema: shopPurchaseResponseSchema } },
      errors: [409],
    },
    ({ body }, { req, res }) => purchase(authOf(res).userId, body.itemId, body.operationId, todayOf(req)),
  ),
  route(
    {
      ...shop,
      method: 'put',
      path: '/api/shop/kitchen-theme',
      summary: 'Use an owned Kitchen Theme, or none (409 when not owned)',
      body: kitchenThemeRequestSchema,
      responses: { 200: { description: 'Inventory', schema: shopResponseSchema } },
      errors: [409],
    },
    ({ body }, { req, res }) => setKitchenTheme(authOf(res).userId, body.themeId, todayOf(req)),
  ),
  route(
    {
      ...shop,
      method: 'put',
      path: '/api/shop/mascot-outfit',
      summary: 'Dress Chef Chilli in an owned Mascot Outfit, or none (409 when not owned)',
      body: mascotOutfitRequestSchema,
      responses: { 200: { description: 'Inventory', schema: shopResponseSchema } },
      errors: [409],
    },
    ({ body }, { req, res }) => setMascotOutfit(authOf(res).userId, body.outfitId, todayOf(req)),
  ),
];
