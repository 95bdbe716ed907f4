// Layout of authenticated screens: top bar, column with the screen, bottom navigation, and the
// page-wide progression widgets (mascot, achievement popup).
import { Outlet } from 'react-router-dom';
import { AchievementPopup } from '../../features/achievements/components/AchievementPopup';
import { LevelUpWatcher } from '../../features/achievements/components/LevelUpWatcher';
import { MascotWidget } from '../../features/mascot/components/MascotWidget';
import { BottomNav } from './BottomNav';
import { Column } from './Column';
import { TopBar } from './TopBar';

/** Authenticated layout. */
export function AppLayout() {
  return (
    <>
      <TopBar />
      <Column $withNav id="main">
        <Outlet />
      </Column>
      <BottomNav />
      <MascotWidget />
      <AchievementPopup />
      <LevelUpWatcher />
    </>
  );
}
