// Guards the authenticated routes: loading text, the auth screen when signed out, else children.
import type { ReactNode } from 'react';
import { LoadingText } from '@fff/ui';
import { AuthPage } from './AuthPage';
import { useAuthState } from './use-auth-state';

/** Shows children only when signed in (spec: other unauthenticated paths show the auth screen). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthState();
  if (status === 'loading') return <LoadingText text="Loading your cooking journey..." />;
  if (status === 'signedOut') return <AuthPage />;
  return children;
}

/** Shows children only when signed out; a signed-in visitor of /auth goes home. */
export function PublicOnly({ children, signedInElement }: { children: ReactNode; signedInElement: ReactNode }) {
  const status = useAuthState();
  if (status === 'loading') return <LoadingText text="Loading your cooking journey..." />;
  return status === 'signedIn' ? signedInElement : children;
}
