// Re-renders every THEME_COUNTDOWN_REFRESH_MS so the weekly theme and its countdown stay current.
import { useEffect, useState } from 'react';
import { THEME_COUNTDOWN_REFRESH_MS } from '@fff/domain/social';

/** The current time, refreshed every 60 s (spec part 2 §9). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), THEME_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}
