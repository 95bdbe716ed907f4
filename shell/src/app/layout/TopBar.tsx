// Top status bar. The learning feature fills the slot with streak, hearts, coins and stones.
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    max-width: ${({ theme }) => theme.layout.columnMaxWidth};
    margin: 0 auto;
    height: ${({ theme }) => theme.layout.topBarHeight};
    padding: 0 ${({ theme }) => theme.space(4)};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .brand { font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
`;

/** Fixed top bar with the brand and the status slot. */
export function TopBar() {
  return (
    <Bar>
      <div>
        <span className="brand">🔥 From Fork to Flame</span>
        <div data-slot="status-bar" aria-label="Your stats" role="group" />
      </div>
    </Bar>
  );
}
