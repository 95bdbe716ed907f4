// The auth screens load as their own chunk: signed-in pages never need them. (The disposable-domain
// list is not among them: svc-identity holds it and answers check-email's `disposable`.)
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingText } from '@fff/ui';

const LOADING = 'Loading your cooking journey...';

function withSuspense(Screen: LazyExoticComponent<ComponentType>) {
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingText text={LOADING} />}>
        <Screen />
      </Suspense>
    );
  };
}

const loadAuthScreen = () => import('./components/AuthScreen');

/** /auth (and every signed-out path). */
export const AuthPage = withSuspense(lazy(loadAuthScreen));
/**
 * Fetches the /auth screen's chunk ahead of its render (a pre-rendered /auth fetches it beside the
 * session check, so the markup hydrates without waiting for it afterwards).
 */
export function preloadAuthPage(): Promise<unknown> {
  // A failed fetch is the render's to report (its own import tries again).
  return loadAuthScreen().catch(() => undefined);
}
/** /verify-email. */
export const VerifyEmailScreen = withSuspense(lazy(() => import('./components/VerifyEmailScreen')));
/** /reset-password. */
export const ResetPasswordScreen = withSuspense(lazy(() => import('./components/ResetPasswordScreen')));
