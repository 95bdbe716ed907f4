// The auth screens load as their own chunk: signed-in pages never need them. (The disposable-domain
// list is not among them: svc-identity holds it and answers check-email's `disposable`.)
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppStore } from '@fff/platform';
import { LoadingText } from '@fff/ui';
import { lazyOnceLoaded } from '../../lib/lazy-once-loaded';
import { AUTH_LOADING_TEXT } from './loading-text';

function withSuspense(Screen: LazyExoticComponent<ComponentType>) {
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingText text={AUTH_LOADING_TEXT} />}>
        <Screen />
      </Suspense>
    );
  };
}

// The pre-rendered /auth hydrates after preloadAuthPage: it must not suspend (lazy-once-loaded.ts).
const authScreen = lazyOnceLoaded(
  () => import('./components/AuthScreen'),
  (module) => module.default,
);

/** /auth (and every signed-out path). */
export const AuthPage = withSuspense(authScreen.Component);
/**
 * Fetches the /auth screen's chunk ahead of its render (a pre-rendered /auth fetches it beside the
 * session check, so the markup hydrates without waiting for it afterwards).
 */
export function preloadAuthPage(): Promise<unknown> {
  // A failed fetch is the render's to report (its own import tries again).
  return authScreen.preload().catch(() => undefined);
}
/**
 * Makes the email `typed` reads the sign-in screen's shared email, which its forms start with (the
 * email typed into the pre-rendered form before the client rendered a fresh one over it). Read once
 * the slice is here, so a keystroke made meanwhile is kept too.
 */
export async function keepTypedEmail(store: AppStore, typed: () => string): Promise<void> {
  const { emailTyped } = await import('./state/auth-screen-slice');
  const email = typed();
  if (email) store.dispatch(emailTyped(email));
}
/** /verify-email. */
export const VerifyEmailScreen = withSuspense(lazy(() => import('./components/VerifyEmailScreen')));
/** /reset-password. */
export const ResetPasswordScreen = withSuspense(lazy(() => import('./components/ResetPasswordScreen')));
