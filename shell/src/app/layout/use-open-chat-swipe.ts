// The chat drawer's opening gestures (spec part 2, chat drawer): touching the right screen edge or
// swiping right opens it. The shell listens for them (it owns the chat button) while the drawer is
// closed; closing by a left swipe is the drawer's own (mf-social).
import { useEffect, useRef } from 'react';

/** Width of the right-edge touch zone that opens the drawer. */
export const EDGE_ZONE_PX = 24;
/** A rightward swipe at least this long (and mostly horizontal) opens the drawer. */
export const OPEN_SWIPE_PX = 80;

type Point = { x: number; y: number };

/** Whether a finished touch opens the closed drawer: it began at the right edge, or swiped right. */
export function opensChat(start: Point, end: Point, viewportWidth: number): boolean {
  if (start.x >= viewportWidth - EDGE_ZONE_PX) return true;
  const dx = end.x - start.x;
  return dx > OPEN_SWIPE_PX && Math.abs(end.y - start.y) < dx / 2;
}

/** Calls `onOpen` on an opening gesture anywhere on the page while `enabled`. */
export function useOpenChatSwipe(enabled: boolean, onOpen: () => void): void {
  const start = useRef<Point | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start.current || !t) return;
      const opens = opensChat(start.current, { x: t.clientX, y: t.clientY }, window.innerWidth);
      start.current = null;
      if (opens) onOpen();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled, onOpen]);
}
