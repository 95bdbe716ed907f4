// Top status bar: Chef Chilli, the brand and the learner's streak, hearts, coins and Spice Stones.
// The brand gives way first on narrow screens (it is decoration; every page has its own h1): it wraps
// onto a second line beside the four stats rather than being cut to "From Fo…", and hides below 360 px.
import styled from 'styled-components';
import { MascotWidget } from '../../features/mascot/components/MascotWidget';
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
  .brand {
    flex: 1;
    font-weight: 800;
    font-size: 0.95rem;
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.primary};
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-width: 0;
  }
  @media (max-width: 359px) {
    .brand {
      display: none;
    }
  }
`;

/** Fixed top bar with the brand and the status slot. */
export function TopBar() {
  return (
    <Bar>
      <div>
        <MascotWidget />
        <span className="brand">From Fork to Flame</span>
        <div data-slot="status-bar" aria-label="Your stats" role="group">
          <StatusBar />
        </div>
      </div>
    </Bar>
  );
}
