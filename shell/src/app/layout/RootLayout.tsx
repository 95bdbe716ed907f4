// Wraps every route: the session (restored from the refresh cookie at start, following the other
// tabs), scroll to top on each navigation, the toast region, and an error boundary around the screens.
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSessionSync } from '@fff/platform';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
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
  useSessionSync();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
      <Toasts />
    </>
  );
}
