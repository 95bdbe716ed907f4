// One item of the Shop: what it does, its price, what the learner holds of it, and why it cannot be
// bought now (every figure from @fff/domain or the server's inventory).
import styled from 'styled-components';
import type { ShopInventory } from '@fff/contracts';
import { MAX_HEARTS, MAX_STREAK_FREEZES, SHOP_REFUSALS, cannotAffordText, type ShopItem } from '@fff/domain';
import { Button, Card, SpiceStonesIcon } from '@fff/ui';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Held = styled.p`
  font-weight: 700;
`;

const boostEnd = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** What the learner holds of the item, in words. */
function heldText(item: ShopItem, inv: ShopInventory, kitchenTheme: string | null): string | null {
  switch (item.kind) {
    case 'streak-freeze':
      return `Equipped: ${inv.streakFreezes} of ${MAX_STREAK_FREEZES}`;
    case 'heart-refill':
      return `Hearts: ${inv.hearts} of ${MAX_HEARTS}`;
    case 'xp-boost':
      return inv.xpBoostUntil ? `Running until ${boostEnd(inv.xpBoostUntil)}` : null;
    case 'kitchen-theme':
      if (!inv.ownedThemes.includes(item.themeId ?? '')) return null;
      return kitchenTheme === item.themeId ? 'Owned, in use' : 'Owned';
  }
}

/** Why it cannot be bought now, or null. */
function blockedText(item: ShopItem, inv: ShopInventory): string | null {
  if (item.kind === 'streak-freeze' && inv.streakFreezes >= MAX_STREAK_FREEZES)
    return SHOP_REFUSALS.freezesFull;
  if (item.kind === 'heart-refill' && inv.hearts >= MAX_HEARTS) return SHOP_REFUSALS.heartsFull;
  if (item.kind === 'xp-boost' && inv.xpBoostUntil) return SHOP_REFUSALS.boostRunning;
  if (inv.spiceStones < item.price) return cannotAffordText(item, inv.spiceStones);
  return null;
}

/** A card with the item's Buy (or, for an owned theme, Use) button. */
export function ShopItemCard({
  item,
  inventory,
  kitchenTheme,
  busy,
  onBuy,
  onUseTheme,
}: {
  item: ShopItem;
  inventory: ShopInventory;
  kitchenTheme: string | null;
  busy: boolean;
  onBuy: (item: ShopItem) => void;
  onUseTheme: (themeId: string | null) => void;
}) {
  const held = heldText(item, inventory, kitchenTheme);
  const owned = item.kind === 'kitchen-theme' && inventory.ownedThemes.includes(item.themeId ?? '');
  const blocked = owned ? null : blockedText(item, inventory);
  const noteId = `shop-note-${item.id}`;
  return (
    <Body as="section" aria-labelledby={`shop-${item.id}`}>
      <h3 id={`shop-${item.id}`}>{item.name}</h3>
      <p>{item.description}</p>
      {held && <Held>{held}</Held>}
      {owned ? (
        <Button
          $variant="secondary"
          disabled={busy}
          onClick={() => onUseTheme(kitchenTheme === item.themeId ? null : (item.themeId ?? null))}
        >
          {kitchenTheme === item.themeId ? 'Stop using' : 'Use theme'}
        </Button>
      ) : (
        <Button
          disabled={busy || blocked !== null}
          aria-describedby={blocked ? noteId : undefined}
          onClick={() => onBuy(item)}
          aria-label={`Buy ${item.name} for ${item.price} Spice Stones`}
        >
          Buy · <SpiceStonesIcon decorative /> {item.price}
        </Button>
      )}
      {blocked && <p id={noteId}>{blocked}</p>}
    </Body>
  );
}
