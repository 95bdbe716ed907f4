// Guards the routes: 'Loading your cooking journey...' while the user loads, the auth screen when
// signed out (a session that just ended goes to /auth), the screen otherwise.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AUTH_PATH, selectSessionEndReason, useAppSelector } from '@fff/platform';
import { Button, EmptyState, LoadingText } from '@fff/ui';
import { AuthPage } from './LazyAuthScreens';
import { useAuthState } from './use-auth-state';

/** Text shown while the auth state loads (spec). */
export const AUTH_LOADING_TEXT = 'Loading your cooking journey...';

/** Identity could not be reached: keep the session, offer a retry (see use-auth-state). */
function Unreachable({ retry }: { retry: () => void }) {
  return (
    <EmptyState role="alert" icon="🔌" title="We can't reach the kitchen right now" action={<Button onClick={retry}>Try again</Button>}>
      You are still signed in. Check your connection and try again in a moment.
    </EmptyState>
  );
}

/** Shows children only when signed in (spec: other unauthenticated paths show the auth screen). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, retry } = useAuthState();
  const endReason = useAppSelector(selectSessionEndReason);
  if (status === 'loading') return <LoadingText text={AUTH_LOADING_TEXT} />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  if (status === 'signedOut') return endReason ? <Navigate to={AUTH_PATH} replace /> : <AuthPage />;
  return children;
}

/** Shows children only when signed out; a signed-in visitor of /auth goes home. */
export function PublicOnly({ children, signedInElement }: { children: ReactNode; signedInElement: ReactNode }) {
  const { status, retry } = useAuthState();
  if (status === 'loading') return <LoadingText text={AUTH_LOADING_TEXT} />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  return status === 'signedIn' ? signedInElement : children;
}

/** Routes anyone may open (the public roadmap): the signed-in layout when signed in, `signedOut` otherwise. */
export function SignedInOrPublic({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { status, retry } = useAuthState();
  if (status === 'loading') return <LoadingText text={AUTH_LOADING_TEXT} />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  return status === 'signedIn' ? signedIn : signedOut;
}
