// Shop screen (spec part 2 §2): 'Shop Opens Soon!' with a Coming Soon badge and four teaser cards.
// The notify-me card for the feature 'shop' is composed beside it by the route (app/routes/ShopScreen).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppearanceIcon, Badge, Card, ChefIcon, PageHeader, RecipesIcon, ShopIcon } from '@fff/ui';
import { BoostIcon } from '@fff/ui/screen-icons';

/** The four things the shop will sell, as teasers. */
export const SHOP_TEASERS = [
  {
    Icon: ChefIcon,
    title: 'Mascot Outfits',
    text: 'Dress Chef Chilli and friends in aprons, hats and festival costumes.',
  },
  {
    Icon: AppearanceIcon,
    title: 'Kitchen Themes',
    text: 'Give your kitchen a new look, from rustic trattoria to neon diner.',
  },
  {
    Icon: BoostIcon,
    title: 'XP Boosts',
    text: 'Double the Prep XP of your next lessons for a limited time.',
  },
  {
    Icon: RecipesIcon,
    title: 'Premium Recipes',
    text: 'Step-by-step recipes from the mascot chefs, with practice quizzes.',
  },
] as const;

const Hero = styled(Card)`
  text-align: center;
  h2 {
    margin: 8px 0 6px;
    font-size: 1.4rem;
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  li > section {
    height: 100%;
  }
  h3 {
    margin: 6px 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The Shop screen without its notify-me card (passed as `notify`). */
export function ShopView({ notify }: { notify: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title="Shop" subtitle="Treats for your kitchen" />
      <Hero>
        <ShopIcon decorative size="2.5rem" />
        <h2>Shop Opens Soon!</h2>
        <Badge>Coming Soon</Badge>
        <p>We are stocking the shelves. Here is a peek at what is coming.</p>
      </Hero>
      <Grid aria-label="Coming to the shop">
        {SHOP_TEASERS.map((t) => (
          <li key={t.title}>
            <Card>
              <t.Icon decorative size="1.8rem" />
              <h3>{t.title}</h3>
              <p>{t.text}</p>
            </Card>
          </li>
        ))}
      </Grid>
      {notify}
    </div>
  );
}
