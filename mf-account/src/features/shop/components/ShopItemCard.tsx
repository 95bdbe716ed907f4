// One item of the Shop: what it does, its price, what the learner holds of it, and why it cannot be
// bought now (every figure from @fff/domain or the server's inventory).
import styled from 'styled-components';
import type { ShopInventory } from '@fff/contracts';
import {
  MAX_HEARTS,
  MAX_STREAK_FREEZES,
  SHOP_REFUSALS,
  cannotAffordText,
  type ShopItem,
} from '@fff/domain/learning';
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

/** What the learner uses now on this device: the Kitchen Theme and Chef Chilli's outfit. */
export interface InUse {
  kitchenTheme: string | null;
  mascotOutfit: string | null;
}

/** For a cosmetic (Kitchen Theme, Mascot Outfit): its id, whether owned and whether in use. */
function cosmeticOf(item: ShopItem, inv: ShopInventory, inUse: InUse) {
  if (item.kind === 'kitchen-theme') {
    const id = item.themeId ?? '';
    return { id, owned: inv.ownedThemes.includes(id), inUse: inUse.kitchenTheme === id, verbs: THEME_VERBS };
  }
  if (item.kind === 'mascot-outfit') {
    const id = item.outfitId ?? '';
    return {
      id,
      owned: inv.ownedOutfits.includes(id),
      inUse: inUse.mascotOutfit === id,
      verbs: OUTFIT_VERBS,
    };
  }
  return null;
}
const THEME_VERBS = { use: 'Use theme', stop: 'Stop using', inUse: 'Owned, in use' };
const OUTFIT_VERBS = { use: 'Wear outfit', stop: 'Take off', inUse: 'Owned, worn' };

/** What the learner holds of the item, in words. */
function heldText(item: ShopItem, inv: ShopInventory, inUse: InUse): string | null {
  const cosmetic = cosmeticOf(item, inv, inUse);
  if (cosmetic) return cosmetic.owned ? (cosmetic.inUse ? cosmetic.verbs.inUse : 'Owned') : null;
  switch (item.kind) {
    case 'streak-freeze':
      return `Equipped: ${inv.streakFreezes} of ${MAX_STREAK_FREEZES}`;
    case 'heart-refill':
      return `Hearts: ${inv.hearts} of ${MAX_HEARTS}`;
    case 'xp-boost':
      return inv.xpBoostUntil ? `Running until ${boostEnd(inv.xpBoostUntil)}` : null;
    default:
      return null;
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

/** A card with the item's Buy (or, for an owned theme or outfit, Use / Wear) button. */
export function ShopItemCard({
  item,
  inventory,
  inUse,
  busy,
  onBuy,
  onUse,
}: {
  item: ShopItem;
  inventory: ShopInventory;
  inUse: InUse;
  busy: boolean;
  onBuy: (item: ShopItem) => void;
  /** Use an owned cosmetic of the item's kind (its id), or stop using it (null). */
  onUse: (item: ShopItem, id: string | null) => void;
}) {
  const held = heldText(item, inventory, inUse);
  const cosmetic = cosmeticOf(item, inventory, inUse);
  const owned = cosmetic?.owned ?? false;
  const blocked = owned ? null : blockedText(item, inventory);
  const noteId = `shop-note-${item.id}`;
  return (
    <Body as="section" aria-labelledby={`shop-${item.id}`}>
      <h3 id={`shop-${item.id}`}>{item.name}</h3>
      <p>{item.description}</p>
      {held && <Held>{held}</Held>}
      {cosmetic?.owned ? (
        <Button
          $variant="secondary"
          disabled={busy}
          onClick={() => onUse(item, cosmetic.inUse ? null : cosmetic.id)}
        >
          {cosmetic.inUse ? cosmetic.verbs.stop : cosmetic.verbs.use}
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
