// The authenticated layout (bars, navigation, chat button, progression widgets) is its own chunk:
// the public screens, /auth above all, never show it. A page opened at any other address asks for
// it at start (bootstrap), beside the session check, so a signed-in load waits no extra round trip;
// once it is there it renders at once, without suspending (a suspended boundary's reveal is
// throttled by React).
import { lazy, Suspense } from 'react';
import { LoadingText } from '@fff/ui';
import { PUBLIC_PATHS } from '../../config/paths';

type LayoutModule = typeof import('./AppLayout');

let loaded: LayoutModule | null = null;
const loadAppLayout = () =>
  import('./AppLayout').then((m) => {
    loaded = m;
    return m;
  });
const Layout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

/** Starts loading the layout unless `pathname` is a public screen's. */
export function preloadAppLayout(pathname: string): void {
  if (!(Object.values(PUBLIC_PATHS) as string[]).includes(pathname))
    void loadAppLayout().catch(() => undefined);
}

/** The authenticated layout; the gate's loading text while its chunk arrives. */
export function AppLayout() {
  if (loaded) return <loaded.AppLayout />;
  return (
    <Suspense fallback={<LoadingText text="Loading your cooking journey..." />}>
      <Layout />
    </Suspense>
  );
}
