// Layout of authenticated screens: top bar, column with the screen, bottom navigation, and the
// page-wide progression widgets (achievement popup; the mascot lives in the top bar). Full-screen routes (the lesson
// player) get the page alone: no bars or mascot, so nothing hidden stays in the tab order.
import { Outlet } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { AchievementPopup } from '../../features/achievements/components/AchievementPopup';
import { LevelUpWatcher } from '../../features/achievements/components/LevelUpWatcher';
import { BottomNav } from './BottomNav';
import { ChatButton } from './ChatButton';
import { Column } from './Column';
import { RouteTitle } from './PageTitle';
import { useRouteSpec } from './route-spec';
import { TopBar } from './TopBar';

const FullScreenMain = styled.main`
  min-height: 100vh;
`;

// The sticky top bar, the fixed bottom navigation and the chat button (56 px, 16 px above the nav) must never hide what keyboard focus or a
// 'scroll into view' brings up: scroll padding keeps that clear of both bars.
const BarScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: calc(${({ theme }) => theme.layout.topBarHeight} + 8px);
    scroll-padding-bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + 88px);
  }
`;

/** Authenticated layout. */
export function AppLayout() {
  const spec = useRouteSpec();
  const fullScreen = spec !== undefined && 'fullScreen' in spec && spec.fullScreen === true;
  return (
    <>
      <RouteTitle />
      {fullScreen ? (
        <FullScreenMain id="main">
          <Outlet />
        </FullScreenMain>
      ) : (
        <>
          <BarScrollPadding />
          <TopBar />
          <Column $withNav id="main">
            <Outlet />
          </Column>
          <BottomNav />
          {/* The global chat: the shell's floating button; mf-social's drawer loads when it is wanted. */}
          <ChatButton />
        </>
      )}
      <AchievementPopup />
      <LevelUpWatcher />
    </>
  );
}
