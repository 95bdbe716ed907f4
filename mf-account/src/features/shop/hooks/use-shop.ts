// The Shop's actions: a purchase carries one operation id per press (a retry of that request buys
// once), and the Kitchen Theme in use and Chef Chilli's outfit follow the server's answer on this device.
import { useEffect } from 'react';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { useThemeMode } from '@fff/ui';
import type { ShopItem } from '@fff/domain/learning';
import {
  useBuyItemMutation,
  useChooseKitchenThemeMutation,
  useChooseMascotOutfitMutation,
  useGetShopQuery,
} from '../api/shop-api';

const newOperationId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The inventory, and buy / use-theme actions that report through toasts. */
export function useShop() {
  const dispatch = useAppDispatch();
  const { fail: told } = useCallFeedback();
  const inventory = useGetShopQuery();
  const [buyItem, buying] = useBuyItemMutation();
  const [chooseTheme, choosing] = useChooseKitchenThemeMutation();
  const [chooseOutfit, dressing] = useChooseMascotOutfitMutation();
  const { kitchenTheme, setKitchenTheme, mascotOutfit, setMascotOutfit } = useThemeMode();
  const serverTheme = inventory.data?.kitchenTheme;
  const serverOutfit = inventory.data?.mascotOutfit;

  useEffect(() => {
    if (serverTheme !== undefined) setKitchenTheme(serverTheme);
  }, [serverTheme, setKitchenTheme]);
  useEffect(() => {
    if (serverOutfit !== undefined) setMascotOutfit(serverOutfit);
  }, [serverOutfit, setMascotOutfit]);

  const fail = (title: string, error: unknown) => told(error, { failed: title });

  const buy = async (item: ShopItem) => {
    const result = await buyItem({ itemId: item.id, operationId: newOperationId() });
    if ('error' in result) return fail('Purchase failed', result.error);
    dispatch(toast({ title: result.data.receipt.description, variant: 'success' }));
  };

  const chooseKitchenTheme = async (themeId: string | null) => {
    const result = await chooseTheme({ themeId });
    if ('error' in result) return fail('Could not change the theme', result.error);
    setKitchenTheme(result.data.kitchenTheme);
  };

  const chooseMascotOutfit = async (outfitId: string | null) => {
    const result = await chooseOutfit({ outfitId });
    if ('error' in result) return fail('Could not change the outfit', result.error);
    setMascotOutfit(result.data.mascotOutfit);
  };

  return {
    inventory,
    buy,
    chooseKitchenTheme,
    chooseMascotOutfit,
    busy: buying.isLoading || choosing.isLoading || dressing.isLoading,
    kitchenTheme,
    mascotOutfit,
  };
}
