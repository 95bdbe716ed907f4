// Recipe Collection (spec part 2 §2): a blurred placeholder grid under a Coming Soon modal with
// Back to Menu (/more) and Visit Blog. Closing the modal (X, Escape, backdrop) also goes back to
// /more: behind it there is nothing to use yet, so staying would leave a blurred, dead page.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RECIPE_FLAVOR_XP } from '@fff/domain/learning';
import { Badge, Button, Card, Dialog, PageHeader } from '@fff/ui';
import { BLOG_URL, HELP_PATHS } from '../../../config/help';

/** Placeholder tiles: real dish names, shown blurred until the collection opens. */
const PLACEHOLDERS = [
  '🍳 Perfect Omelette',
  '🥗 Crunchy Slaw',
  '🍝 Garlic Spaghetti',
  '🍲 Lentil Soup',
  '🥘 Paella',
  '🍞 No-knead Bread',
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  filter: blur(6px);
  user-select: none;
  pointer-events: none;
  li > section {
    height: 120px;
    display: flex;
    align-items: flex-end;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
  a {
    text-decoration: none;
  }
`;

/** The Recipe Collection screen; the modal is open while the screen is shown. `notify`: a compact notify-me card. */
export function RecipesView({ notify }: { notify?: ReactNode }) {
  const navigate = useNavigate();
  const toMenu = () => navigate(HELP_PATHS.more);
  return (
    <div>
      <PageHeader title="Recipe Collection" subtitle="Cook what you learned" />
      <Grid aria-hidden="true">
        {PLACEHOLDERS.map((name) => (
          <li key={name}>
            <Card>{name}</Card>
          </li>
        ))}
      </Grid>
      <Dialog
        open
        onClose={toMenu}
        title="Recipes are Coming Soon"
        description={
          <p>
            Step-by-step recipes that put your lessons to work, each worth {RECIPE_FLAVOR_XP} Flavour XP.
            Until they are ready, our blog has plenty to cook.
          </p>
        }
      >
        <Badge>Coming Soon</Badge>
        <Actions>
          <Button $variant="secondary" onClick={toMenu}>
            Back to Menu
          </Button>
          <Button as="a" href={BLOG_URL} target="_blank" rel="noopener noreferrer">
            Visit Blog
          </Button>
        </Actions>
        {notify && <div style={{ marginTop: 16 }}>{notify}</div>}
      </Dialog>
    </div>
  );
}
