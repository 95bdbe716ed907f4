// Layout of authenticated screens: top bar, column with the screen, bottom navigation.
import { Outlet } from 'react-router-dom';
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
    </>
  );
}
