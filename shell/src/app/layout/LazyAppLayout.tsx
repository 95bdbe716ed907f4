// The authenticated layout (bars, navigation, chat button, progression widgets) is its own chunk:
// the public screens, /auth above all, never show it. A page opened at any other address asks for
// it at start (bootstrap), beside the session check, so a signed-in load waits no extra round trip;
// once it is there it renders at once, without suspending (lib/lazy-once-loaded.ts).
import { Suspense } from 'react';
import { LoadingText } from '@fff/ui';
import { lazyOnceLoaded } from '../../lib/lazy-once-loaded';
import { PUBLIC_PATHS } from '../../config/paths';
import { AUTH_LOADING_TEXT } from '../../features/auth/loading-text';

const layout = lazyOnceLoaded(
  () => import('./AppLayout'),
  (module) => module.AppLayout,
);

/** Starts loading the layout unless `pathname` is a public screen's. */
export function preloadAppLayout(pathname: string): void {
  if (!(Object.values(PUBLIC_PATHS) as string[]).includes(pathname))
    void layout.preload().catch(() => undefined);
}

/** Loads the layout's chunk (a hydrating page and the server render need it before they render). */
export function loadAppLayout(): Promise<unknown> {
  return layout.preload();
}

/** The authenticated layout; the gate's loading text while its chunk arrives. */
export function AppLayout() {
  return (
    <Suspense fallback={<LoadingText text={AUTH_LOADING_TEXT} />}>
      <layout.Component />
    </Suspense>
  );
}
