// While the quiz waits for a heart: a clock for the countdown (every 15 s) and, once the next heart
// is due, one call to `onArrive` (the player re-reads the user and lets the quiz go on).
import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** The current time while `waiting`, re-rendered every 15 s; `onArrive` runs when `nextHeartAt` passes. */
export function useHeartWait(waiting: boolean, nextHeartAt: string | null, onArrive: () => void): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!waiting) return undefined;
    const tick = setInterval(() => setNow(new Date()), TICK_MS);
    const due = nextHeartAt ? Math.max(0, new Date(nextHeartAt).getTime() - Date.now()) + 1000 : null;
    const arrive = due === null ? undefined : setTimeout(onArrive, due);
    return () => {
      clearInterval(tick);
      clearTimeout(arrive);
    };
  }, [waiting, nextHeartAt, onArrive]);
  return now;
}
