// Small shared building blocks of the profile screen.
import styled from 'styled-components';

/** A tappable stat tile (opens an info dialog). */
export const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 72px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .value {
    font-size: 1.3rem;
    font-weight: 800;
  }
  .label {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** Grid of tiles. */
export const TileGrid = styled.div<{ $cols: number }>`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(0, 1fr));
`;

/** Section heading inside a card. */
export const SectionTitle = styled.h2`
  font-size: 1.1rem;
  margin: 0 0 10px;
`;

/** Muted helper text. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  margin: 4px 0;
`;

/** Which info dialog is open on the profile. */
export type ProfileDialogKind =
  'hearts' | 'stones' | 'streak' | 'coins' | 'leveling' | 'prepXp' | 'flavorXp' | 'scienceXp' | 'upload';
