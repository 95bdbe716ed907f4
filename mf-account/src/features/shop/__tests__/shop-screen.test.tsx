import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopInventory } from '@fff/contracts';
import {
  COINS_TRUTH,
  KITCHEN_THEMES,
  MASCOT_OUTFITS,
  MAX_STREAK_FREEZES,
  SHOP_ITEMS,
  STREAK_FREEZE_PRICE,
  cannotAffordText,
  shopItem,
} from '@fff/domain/learning';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import {
  KITCHEN_PALETTES,
  KITCHEN_THEME_KEY,
  MASCOT_OUTFIT_KEY,
  MascotButton,
  ThemeModeProvider,
} from '@fff/ui';
import ShopScreen from '../../../app/routes/ShopScreen';

const inventory = (over: Partial<ShopInventory> = {}): ShopInventory => ({
  spiceStones: 120,
  streakFreezes: 0,
  xpBoostUntil: null,
  hearts: 3,
  ownedThemes: [],
  kitchenTheme: null,
  ownedOutfits: [],
  mascotOutfit: null,
  frozenDays: [],
  ...over,
});

// The Shop applies Kitchen Themes through the app's theme provider (the shell's, in the app).
const renderShop = () =>
  renderWithProviders(
    <ThemeModeProvider>
      <ShopScreen />
    </ThemeModeProvider>,
    { path: '/shop' },
  );

beforeEach(() => localStorage.clear());

describe('Shop screen', () => {
  it('when shown, then it lists every item with its domain price, the balance and the truth about coins', async () => {
    fakeApi({ 'GET /api/shop': () => inventory() });
    renderShop();
    const list = await screen.findByRole('list', { name: 'Shop items' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(SHOP_ITEMS.map((i) => i.name));
    expect(screen.getByText('120 Spice Stones')).toBeInTheDocument();
    expect(screen.getByText(COINS_TRUTH)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Buy Streak Freeze for ${STREAK_FREEZE_PRICE} Spice Stones` }),
    ).toBeEnabled();
  });

  it('when the learner buys a Streak Freeze, then one purchase with an operation id is sent and the receipt is shown', async () => {
    const api = fakeApi({
      'GET /api/shop': () => inventory(),
      'POST /api/shop/purchases': (call) => ({
        receipt: {
          operationId: (call.body as { operationId: string }).operationId,
          itemId: 'streak-freeze',
          price: STREAK_FREEZE_PRICE,
          description: 'Bought Streak Freeze for 50 Spice Stones',
          charged: true,
        },
        inventory: inventory({ spiceStones: 70, streakFreezes: 1 }),
      }),
    });
    const { store } = renderShop();
    await userEvent.click(await screen.findByRole('button', { name: /Buy Streak Freeze/ }));
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => t.title)).toEqual([
        'Bought Streak Freeze for 50 Spice Stones',
      ]),
    );
    const [purchase] = api.called('POST', '/api/shop/purchases');
    expect(purchase.body).toEqual({
      itemId: 'streak-freeze',
      operationId: expect.stringMatching(/^[A-Za-z0-9:_.-]+$/),
    });
  });

  it('when the learner cannot afford an item or holds the most freezes, then the button is off and says why', async () => {
    fakeApi({ 'GET /api/shop': () => inventory({ spiceStones: 10, streakFreezes: MAX_STREAK_FREEZES }) });
    renderShop();
    const refill = await screen.findByRole('button', { name: /Buy Heart Refill/ });
    expect(refill).toBeDisabled();
    expect(refill).toHaveAccessibleDescription(cannotAffordText(shopItem('heart-refill')!, 10));
    expect(screen.getByRole('button', { name: /Buy Streak Freeze/ })).toHaveAccessibleDescription(
      /Streak Freezes equipped/,
    );
  });

  it('when an owned Kitchen Theme is used, then the server is told and the theme is saved for the next visit', async () => {
    const api = fakeApi({
      'GET /api/shop': () => inventory({ ownedThemes: ['blueberry'] }),
      'PUT /api/shop/kitchen-theme': () =>
        inventory({ ownedThemes: ['blueberry'], kitchenTheme: 'blueberry' }),
    });
    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Use theme' }));
    expect(api.called('PUT', '/api/shop/kitchen-theme')[0].body).toEqual({ themeId: 'blueberry' });
    expect(await screen.findByText('Owned, in use')).toBeInTheDocument();
    expect(localStorage.getItem(KITCHEN_THEME_KEY)).toBe('blueberry');
  });

  it('when an owned Mascot Outfit is worn, then the server is told, Chef Chilli wears it and it is saved for the next visit', async () => {
    const api = fakeApi({
      'GET /api/shop': () => inventory({ ownedOutfits: ['toque'] }),
      'PUT /api/shop/mascot-outfit': () => inventory({ ownedOutfits: ['toque'], mascotOutfit: 'toque' }),
    });
    renderWithProviders(
      <ThemeModeProvider>
        <MascotButton aria-label="Chef Chilli" />
        <ShopScreen />
      </ThemeModeProvider>,
      { path: '/shop' },
    );
    const card = await screen.findByRole('region', { name: MASCOT_OUTFITS[0].name });
    await userEvent.click(within(card).getByRole('button', { name: 'Wear outfit' }));
    expect(api.called('PUT', '/api/shop/mascot-outfit')[0].body).toEqual({ outfitId: 'toque' });
    expect(await within(card).findByText('Owned, worn')).toBeInTheDocument();
    expect(localStorage.getItem(MASCOT_OUTFIT_KEY)).toBe('toque');
    const chilli = screen.getByRole('button', { name: 'Chef Chilli' });
    expect(chilli.querySelector('[data-outfit="toque"]')).not.toBeNull();
  });

  it('when the domain sells a Kitchen Theme, then the design system has its palette', () => {
    expect(KITCHEN_THEMES.every((t) => t.id in KITCHEN_PALETTES)).toBe(true);
  });
});
