// The pieces EmptyState and ErrorState share: a centred column, a big picture and a heading.
import styled from 'styled-components';

/** The centred column; `$pad` is the vertical padding in theme spaces. */
export const StateBox = styled.div<{ $pad: number }>`
  text-align: center;
  padding: ${({ theme, $pad }) => theme.space($pad)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The picture (decorative: the heading says it in words). */
export const StateIcon = styled.div.attrs({ 'aria-hidden': true })`
  font-size: 2.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 1em;
    height: 1em;
  }
`;

/** The heading. */
export const StateTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
`;
