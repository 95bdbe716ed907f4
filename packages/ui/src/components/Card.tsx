// Surface container with the warm border; `$accent` draws a coloured left edge.
import styled from 'styled-components';

/** A rounded card. */
export const Card = styled.section<{ $accent?: string }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: ${({ $accent }) => ($accent ? `6px solid ${$accent}` : undefined)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
`;
