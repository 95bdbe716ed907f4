// Parts of Learn the server does not draw (docs/learner-page-render.md): their queries wait until the
// client runs, so the hydrating render matches the drawn page, which has nothing in their place.
// Drawn on the server, such a part made the production client discard the whole drawn page on
// hydration (React error 418) and lose a tap made before the client started.
import { useEffect, useState } from 'react';

/** False in the server's render and in the hydrating one; true once the client has started. */
export function useClientStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}
