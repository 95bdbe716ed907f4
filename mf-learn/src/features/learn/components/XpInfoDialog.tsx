// XP info dialog, opened from the header's XP badge.
import { LESSON_XP_BANDS, LEVEL_XP_RULE, RECIPE_FLAVOR_XP, XP_KINDS_EXPLAINED } from '@fff/domain/learning';
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
      <p>XP shows how much you have learned. {LEVEL_XP_RULE}</p>
      {user && (
        <Tiles>
          <XpKindFigures user={user} />
        </Tiles>
      )}
      <ul>
        {LESSON_XP_BANDS.map((band) => (
          <li key={band}>{band}</li>
        ))}
        <li>{XP_KINDS_EXPLAINED}</li>
        <li>Recipes: {RECIPE_FLAVOR_XP} Flavor XP (coming soon).</li>
      </ul>
    </Dialog>
  );
}
