// Top status bar: Chef Chilli, the brand and the learner's streak, hearts, coins and Spice Stones.
// The brand gives way first on narrow screens (it is decoration; every page has its own h1): it is
// shown whole on one line, scaled to fit, or not at all, never cut to "From Fo…".
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
    min-width: 0;
    container-type: inline-size;
    overflow: hidden;
  }
  .brand span {
    display: block;
    font-weight: 800;
    /* One line, scaled to the room the stats leave ("From Fork to Flame" is about 10.5em wide). */
    font-size: clamp(0.8rem, 9.2cqi, 1rem);
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Too little room for the whole name at a readable size: the mascot stands for the brand. */
  @container (max-width: 130px) {
    .brand span {
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
        <div className="brand">
          <span>From Fork to Flame</span>
        </div>
        <div data-slot="status-bar" aria-label="Your stats" role="group">
          <StatusBar />
        </div>
      </div>
    </Bar>
  );
}
