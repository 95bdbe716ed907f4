// Tells the page that React's first commit happened. Around the app on the client and in the
// build's pre-render alike (it renders nothing of its own, so the markup and the ids of both match).
import { useEffect, type ReactNode } from 'react';

/** Calls `onStarted` once the tree below it is on the page (after the first commit or hydration). */
export function Started({ onStarted, children }: { onStarted?: () => void; children: ReactNode }) {
  useEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return children;
}
