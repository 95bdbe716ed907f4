// Top status bar: the brand and the learner's streak, hearts, coins and Spice Stones.
import styled from 'styled-components';
import { StatusBar } from '../../features/status-bar/components/StatusBar';

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
  .brand { font-weight: 800; color: ${({ theme }) => theme.colors.primary}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
`;

/** Fixed top bar with the brand and the status slot. */
export function TopBar() {
  return (
    <Bar>
      <div>
        <span className="brand">🔥 From Fork to Flame</span>
        <div data-slot="status-bar" aria-label="Your stats" role="group"><StatusBar /></div>
      </div>
    </Bar>
  );
}
