// The auth screens load as their own chunk: they import the email rules of @fff/domain (with a
// 2.4 MB disposable-domain list) that signed-in pages never need.
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
