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

/** /auth (and every signed-out path). */
export const AuthPage = withSuspense(lazy(() => import('./components/AuthScreen')));
/** /verify-email. */
export const VerifyEmailScreen = withSuspense(lazy(() => import('./components/VerifyEmailScreen')));
/** /reset-password. */
export const ResetPasswordScreen = withSuspense(lazy(() => import('./components/ResetPasswordScreen')));
