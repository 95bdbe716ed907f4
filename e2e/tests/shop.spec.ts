import { expect, test } from '@playwright/test';
import { MASCOT_OUTFITS, MASCOT_OUTFIT_PRICE } from '../../packages/domain/src/learning/shop';
import { KITCHEN_PALETTES } from '../../packages/ui/src/theme/kitchen-palettes';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { apiToken, createVerifiedLearner, signInAs } from '../support/learners';

// Prices and texts are the domain's (packages/domain shop.ts); the test reads them off the page.
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test.describe('the Shop', () => {
  test('a fresh learner earns stones, buys a Streak Freeze and a Kitchen Theme, and the theme survives a reload', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByText('0 Spice Stones', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Buy Streak Freeze/ })).toBeDisabled();
    await expect(page.getByText(/Streak Freeze costs \d+ Spice Stones and you have 0/)).toBeVisible();

    // Earn stones: under `npm start` the developer test pages award XP (1 stone per 5 XP, +10 per level).
    const headers = { Authorization: `Bearer ${await apiToken(page)}` };
    let stones = 0;
    for (let i = 0; i < 40 && stones < 150; i++) {
      const award = await page.request.post('/api/test/award-xp', { headers, data: { type: 'prep' } });
      expect(award.status(), await award.text()).toBe(200);
      stones = ((await (await page.request.get('/api/shop', { headers })).json()) as { spiceStones: number })
        .spiceStones;
    }
    await page.reload();
    await expect(page.getByText(`${stones} Spice Stones`, { exact: true })).toBeVisible();
    await expectNoSeriousAxeIssues(page);

    await page.getByRole('button', { name: /Buy Streak Freeze/ }).click();
    const freeze = page.getByRole('region', { name: 'Streak Freeze' });
    await expect(freeze.getByText('Equipped: 1 of 2')).toBeVisible();
    await expect(page.getByText(/Bought Streak Freeze for \d+ Spice Stones/).first()).toBeVisible();

    const theme = page.getByRole('region', { name: 'Blueberry Bakery' });
    await theme.getByRole('button', { name: /Buy Blueberry Bakery/ }).click();
    await theme.getByRole('button', { name: 'Use theme' }).click();
    await expect(theme.getByText('Owned, in use')).toBeVisible();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe(rgb(KITCHEN_PALETTES.blueberry.light.bg!));

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect.poll(background).toBe(rgb(KITCHEN_PALETTES.blueberry.light.bg!));
    await page.goto('/profile');
    await expect.poll(background).toBe(rgb(KITCHEN_PALETTES.blueberry.light.bg!));

    // The first purchase unlocked Window Shopper (and the levels reached unlocked theirs): Recent
    // Activity and the Awards card list it, locked ones stay greyed, and Learn pops each up once.
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      'Unlocked Window Shopper',
    );
    const awards = page.getByRole('list', { name: 'Achievements' });
    await expect(awards.getByRole('listitem').filter({ hasText: 'Window Shopper' })).toContainText(
      'Unlocked',
    );
    await expect(awards.getByRole('listitem').filter({ hasText: 'Eternal Flame' })).toContainText('Locked');
    await page.goto('/');
    await expect(page.getByTestId('achievement-popup')).toContainText('Achievement:');
    await expect(page.getByRole('region', { name: /Daily Quests/ })).toBeVisible();
  });

  test('a learner buys a Mascot Outfit, Chef Chilli wears it in the top bar, and it survives a reload', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/shop');
    const headers = { Authorization: `Bearer ${await apiToken(page)}` };
    const toque = MASCOT_OUTFITS.find((o) => o.id === 'toque')!;
    for (let i = 0; i < 20; i++) {
      const shop = (await (await page.request.get('/api/shop', { headers })).json()) as {
        spiceStones: number;
      };
      if (shop.spiceStones >= MASCOT_OUTFIT_PRICE) break;
      expect(
        (await page.request.post('/api/test/award-xp', { headers, data: { type: 'prep' } })).status(),
      ).toBe(200);
    }
    await page.reload();
    const card = page.getByRole('region', { name: toque.name });
    await card
      .getByRole('button', { name: `Buy ${toque.name} for ${MASCOT_OUTFIT_PRICE} Spice Stones` })
      .click();
    await card.getByRole('button', { name: 'Wear outfit' }).click();
    await expect(card.getByText('Owned, worn')).toBeVisible();
    const chilli = page.getByRole('button', { name: /Chef Chilli, your kitchen mascot/ });
    await expect(chilli.locator('[data-outfit="toque"]')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(chilli.locator('[data-outfit="toque"]')).toHaveCount(1);
    await page.goto('/');
    await expect(chilli.locator('[data-outfit="toque"]')).toHaveCount(1);
  });
});
