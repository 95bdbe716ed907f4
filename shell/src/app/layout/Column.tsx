// The mobile-width content column, with room for the fixed bottom navigation.
import styled from 'styled-components';

/** Centred column, max ~480 px. */
export const Column = styled.main<{ $withNav?: boolean }>`
  max-width: ${({ theme }) => theme.layout.columnMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme, $withNav }) => ($withNav ? `calc(${theme.layout.bottomNavHeight} + 96px)` : theme.space(4))};
  min-height: 100vh;
`;
