import { MAX_STREAK_FREEZES } from '../streak-freeze';
import {
  KITCHEN_THEMES,
  SHOP_ITEMS,
  SHOP_REFUSALS,
  XP_BOOST_MINUTES,
  boostedLessonXp,
  cannotAffordText,
  shopItem,
  xpBoostEnds,
} from '../shop';

describe('the Shop', () => {
  it('when the Shop lists its items, then each id is unique, priced in whole stones, and every theme is sold', () => {
    const ids = SHOP_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SHOP_ITEMS.every((i) => Number.isInteger(i.price) && i.price > 0)).toBe(true);
    expect(SHOP_ITEMS.filter((i) => i.kind === 'kitchen-theme').map((i) => i.themeId)).toEqual(
      KITCHEN_THEMES.map((t) => t.id),
    );
    expect(shopItem('streak-freeze')?.description).toContain(`Equip up to ${MAX_STREAK_FREEZES}`);
    expect(shopItem('gold-bar')).toBeUndefined();
    expect(SHOP_REFUSALS.freezesFull).toContain(String(MAX_STREAK_FREEZES));
  });

  it('when an XP Boost runs, then lesson XP doubles until it ends and not after', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const ends = xpBoostEnds(now);
    expect(ends.getTime() - now.getTime()).toBe(XP_BOOST_MINUTES * 60_000);
    expect(boostedLessonXp(15, ends, new Date(ends.getTime() - 1))).toBe(30);
    expect(boostedLessonXp(15, ends, ends)).toBe(15);
    expect(boostedLessonXp(15, null, now)).toBe(15);
  });

  it('when the learner cannot afford an item, then the message says the price, the balance and what is missing', () => {
    expect(cannotAffordText({ name: 'Heart Refill', price: 30 }, 12)).toBe(
      'Heart Refill costs 30 Spice Stones and you have 12: 18 more to go. Pass lessons to earn them.',
    );
  });
});
