// The Shop (issue 38; spec part 2 §2 announced it): Streak Freezes, Heart Refill, XP Boost, Kitchen
// Themes and Mascot Outfits for Spice Stones, svc-learning's wallet being the only ledger. Prices and texts from
// @fff/domain, what the learner holds from the server's inventory.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COINS_TRUTH, SHOP_ITEMS } from '@fff/domain/learning';
import { Card, LoadingText, PageHeader, SpiceStonesIcon } from '@fff/ui';
import { useShop } from '../hooks/use-shop';
import { ShopItemCard } from './ShopItemCard';

const Balance = styled(Card)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.2rem;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
`;

/** The Shop screen; `notify` is the notify-me card for what is still to come. */
export function ShopView({ notify }: { notify?: ReactNode }) {
  const { inventory, buy, chooseKitchenTheme, chooseMascotOutfit, busy, kitchenTheme, mascotOutfit } =
    useShop();
  const data = inventory.data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title="Shop" subtitle="Treats for your kitchen, paid in Spice Stones" />
      {!data ? (
        inventory.isError ? (
          <p role="alert">The Shop could not be loaded. Please try again.</p>
        ) : (
          <LoadingText text="Loading the Shop..." />
        )
      ) : (
        <>
          <Balance aria-live="polite">
            <SpiceStonesIcon decorative /> <span>{data.spiceStones} Spice Stones</span>
          </Balance>
          <Note>{COINS_TRUTH}</Note>
          <Grid aria-label="Shop items">
            {SHOP_ITEMS.map((item) => (
              <li key={item.id}>
                <ShopItemCard
                  item={item}
                  inventory={data}
                  inUse={{ kitchenTheme, mascotOutfit }}
                  busy={busy}
                  onBuy={(i) => void buy(i)}
                  onUse={(i, id) =>
                    void (i.kind === 'mascot-outfit' ? chooseMascotOutfit(id) : chooseKitchenTheme(id))
                  }
                />
              </li>
            ))}
          </Grid>
        </>
      )}
      {notify}
    </div>
  );
}
