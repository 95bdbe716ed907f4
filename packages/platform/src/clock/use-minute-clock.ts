// The spec's clock refresh (part 1 §9: every 60 s): a component that shows a time left, such as the
// hearts dialog's "next heart in N min", re-renders on it while it is mounted (visible) and stops after.
import { useEffect, useState } from 'react';
import { TIMINGS } from '@fff/domain/shared';

/** The current time, refreshed every TIMINGS.clockRefreshMs while the caller is mounted. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), TIMINGS.clockRefreshMs);
    return () => clearInterval(id);
  }, []);
  return now;
}
