// Lists and rows shared by the league tabs; every row shrinks (min-width 0) so 320 px never scrolls sideways.
import styled from 'styled-components';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Row = styled.li<{ $mine?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.accentSoft : theme.colors.surface)};
`;

export const RowButton = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

export const Grow = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Rank = styled.span`
  flex: none;
  min-width: 2ch;
  font-weight: 800;
  text-align: center;
`;

export const Score = styled.span`
  flex: none;
  text-align: right;
  font-weight: 800;
  small {
    display: block;
    font-weight: 400;
    font-size: 0.7rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 12px 0;
  div {
    padding: 8px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 800;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 12px;
`;
