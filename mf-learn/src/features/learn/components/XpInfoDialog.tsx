// XP info dialog, opened from the header's XP badge.
import { LESSON_XP_BANDS, RECIPE_FLAVOR_XP, SCIENCE_LESSON_XP } from '@fff/domain';
import type { User } from '@fff/contracts';
import { Dialog } from '@fff/ui';
import { XpKindFigures } from '../../../components/XpKindFigures';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 12px 0;
  div {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 12px;
    padding: 8px;
    text-align: center;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 1.1rem;
  }
`;

/** What XP is and how it is earned. */
export function XpInfoDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user?: User }) {
  return (
    <Dialog open={open} onClose={onClose} title="Experience Points (XP)">
      <p>XP shows how much you have learned. Your Prep XP sets your Cooking Level.</p>
      {user && (
        <Tiles>
          <XpKindFigures user={user} />
        </Tiles>
      )}
      <ul>
        {LESSON_XP_BANDS.map((band) => (
          <li key={band}>{band}</li>
        ))}
        <li>Recipes: {RECIPE_FLAVOR_XP} Flavor XP (coming soon).</li>
        <li>Science lessons: {SCIENCE_LESSON_XP} Science XP (coming soon).</li>
      </ul>
    </Dialog>
  );
}
