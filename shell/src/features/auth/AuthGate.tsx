// Guards the routes: 'Loading your cooking journey...' while the user loads, the auth screen when
// signed out (a session that just ended goes to /auth), the screen otherwise.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AUTH_PATH, selectSessionEndReason, useAppSelector } from '@fff/platform';
import { DisconnectedIcon, ErrorState } from '@fff/ui';
import { Column } from '../../app/layout/Column';
import { PageTitle } from '../../app/layout/PageTitle';
import { AuthPage } from './LazyAuthScreens';
import { useAuthState } from './use-auth-state';
import { GateLoading } from './GateLoading';

/** Identity could not be reached: keep the session, offer a retry (see use-auth-state). */
function Unreachable({ retry }: { retry: () => void }) {
  // Its own main column: no gate that shows it sits inside one.
  return (
    <Column>
      <h1>From Fork to Flame</h1>
      <ErrorState
        icon={<DisconnectedIcon decorative />}
        title="We can't reach the kitchen right now"
        stillWorks="You are still signed in."
        onRetry={retry}
      >
        Check your connection and try again in a moment.
      </ErrorState>
    </Column>
  );
}

/** Shows children only when signed in (spec: other unauthenticated paths show the auth screen). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, retry } = useAuthState();
  const endReason = useAppSelector(selectSessionEndReason);
  if (status === 'loading') return <GateLoading />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  // The sign-in screen shown at a protected address gets the same main column as /auth.
  if (status === 'signedOut')
    return endReason ? (
      <Navigate to={AUTH_PATH} replace />
    ) : (
      <Column>
        <PageTitle title="Sign In" />
        <AuthPage />
      </Column>
    );
  return children;
}

/** Shows children only when signed out; a signed-in visitor of /auth goes home. */
export function PublicOnly({
  children,
  signedInElement,
}: {
  children: ReactNode;
  signedInElement: ReactNode;
}) {
  const { status, retry } = useAuthState();
  if (status === 'loading') return <GateLoading />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  return status === 'signedIn' ? signedInElement : children;
}

/** Routes anyone may open (the public roadmap): the signed-in layout when signed in, `signedOut` otherwise. */
export function SignedInOrPublic({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { status, retry } = useAuthState();
  if (status === 'loading') return <GateLoading />;
  if (status === 'unreachable') return <Unreachable retry={retry} />;
  return status === 'signedIn' ? signedIn : signedOut;
}
