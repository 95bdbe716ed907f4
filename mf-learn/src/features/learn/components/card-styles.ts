// Shared look of the drill-down cards: the whole card is one button (keyboard and screen reader
// friendly); locked cards stay focusable and say why they are locked in text, not colour alone.
import styled from 'styled-components';
import { Card as UiCard } from '@fff/ui';

/** A list of cards. */
export const CardList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** @fff/ui's Card whose title button covers the whole card ("stretched" button); locked cards are tinted. */
export const Card = styled(UiCard)<{ $locked?: boolean }>`
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $locked }) => ($locked ? theme.colors.surfaceAlt : theme.colors.surface)};
  h2,
  h3 {
    font-size: 1.1rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(button[aria-disabled='true']) {
    cursor: not-allowed;
  }
`;

/** The card's title as a button; its ::after covers the card so a click anywhere opens it. */
export const TitleButton = styled.button`
  all: unset;
  cursor: pointer;
  font: inherit;
  font-weight: 800;
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Something inside a card that must stay clickable above the stretched button. */
export const AboveCard = styled.div`
  position: relative;
  z-index: 1;
`;

/** Round emblem at the card's start (letter, icon, number). */
export const Emblem = styled.span<{ $color?: string }>`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 1.2rem;
  font-weight: 800;
  color: ${({ theme, $color }) => ($color ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $color }) => $color ?? theme.colors.accentSoft};
`;

/** The text column of a card. */
export const CardBody = styled.div`
  flex: 1;
  min-width: 0;
`;

/** Bottom line of a card: counts and badges. */
export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  font-size: 0.9rem;
`;
