// Layout of authenticated screens: top bar, column with the screen, bottom navigation, and the
// page-wide progression widgets (mascot, achievement popup). Full-screen routes (the lesson
// player) get the page alone: no bars or mascot, so nothing hidden stays in the tab order.
import { Outlet, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { AchievementPopup } from '../../features/achievements/components/AchievementPopup';
import { LevelUpWatcher } from '../../features/achievements/components/LevelUpWatcher';
import { MascotWidget } from '../../features/mascot/components/MascotWidget';
import { RemoteModule } from '../../components/RemoteModule';
import { BottomNav } from './BottomNav';
import { Column } from './Column';
import { TopBar } from './TopBar';

/** What a route tells the layout (set from config/routes.ts). */
export interface RouteHandle {
  fullScreen?: boolean;
}

const FullScreenMain = styled.main`
  min-height: 100vh;
`;

/** True when the deepest matched route asks for the whole page. */
function useFullScreen(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.fullScreen === true;
}

/** Authenticated layout. */
export function AppLayout() {
  const fullScreen = useFullScreen();
  return (
    <>
      {fullScreen ? (
        <FullScreenMain id="main"><Outlet /></FullScreenMain>
      ) : (
        <>
          <TopBar />
          <Column $withNav id="main">
            <Outlet />
          </Column>
          <BottomNav />
          <MascotWidget />
          {/* The global chat drawer (mf-social): its floating button and the drawer itself. */}
          <RemoteModule id="mf_social/ChatDrawer" variant="widget" />
        </>
      )}
      <AchievementPopup />
      <LevelUpWatcher />
    </>
  );
}
