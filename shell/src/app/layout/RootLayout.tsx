// Wraps every route: scroll to top on each navigation, and the toast region.
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toasts } from './Toasts';

function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    // Spec: every navigation starts at the top, instantly (no smooth scrolling).
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}

/** Root route element. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toasts />
    </>
  );
}
