// The Shop's calls (svc-learning): the inventory, a purchase, the Kitchen Theme in use and the
// Mascot Outfit Chef Chilli wears. A purchase
// changes the Spice Stones, hearts and streak freezes the status bar shows, so it invalidates 'User'.
import {
  shopPurchaseResponseSchema,
  shopResponseSchema,
  type KitchenThemeRequest,
  type MascotOutfitRequest,
  type ShopInventory,
  type ShopPurchaseRequest,
  type ShopPurchaseResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShop: build.query<ShopInventory, void>({
      transformResponse: fromContract(shopResponseSchema),
      query: () => '/shop',
      providesTags: ['Wallet'],
    }),
    buyItem: build.mutation<ShopPurchaseResponse, ShopPurchaseRequest>({
      transformResponse: fromContract(shopPurchaseResponseSchema),
      query: (body) => ({ url: '/shop/purchases', method: 'POST', body }),
      invalidatesTags: ['Wallet', 'User', 'Streak'],
    }),
    chooseKitchenTheme: build.mutation<ShopInventory, KitchenThemeRequest>({
      transformResponse: fromContract(shopResponseSchema),
      query: (body) => ({ url: '/shop/kitchen-theme', method: 'PUT', body }),
      invalidatesTags: ['Wallet'],
    }),
    chooseMascotOutfit: build.mutation<ShopInventory, MascotOutfitRequest>({
      transformResponse: fromContract(shopResponseSchema),
      query: (body) => ({ url: '/shop/mascot-outfit', method: 'PUT', body }),
      invalidatesTags: ['Wallet'],
    }),
  }),
});

export const {
  useGetShopQuery,
  useBuyItemMutation,
  useChooseKitchenThemeMutation,
  useChooseMascotOutfitMutation,
} = shopApi;
