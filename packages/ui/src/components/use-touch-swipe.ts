// One finished one-finger touch (a tap or a swipe) on the document or an element: where it began
// and where it ended. The chat drawer's gestures read it: the shell's opening ones on the document,
// mf-social's closing one on the open panel.
import { useEffect, useRef, type RefObject } from 'react';

/** A touch position in viewport pixels. */
export interface TouchPoint {
  x: number;
  y: number;
}

/** Calls `onTouch(start, end)` after each touch on `target` while `enabled`. */
export function useTouchSwipe(
  target: RefObject<HTMLElement | null> | Document,
  enabled: boolean,
  onTouch: (start: TouchPoint, end: TouchPoint) => void,
): void {
  const start = useRef<TouchPoint | null>(null);
  useEffect(() => {
    const node = 'current' in target ? target.current : target;
    if (!enabled || !node) return;
    const onStart = (e: Event) => {
      const t = (e as TouchEvent).touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: Event) => {
      const t = (e as TouchEvent).changedTouches[0];
      const from = start.current;
      start.current = null;
      if (from && t) onTouch(from, { x: t.clientX, y: t.clientY });
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    node.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchend', onEnd);
    };
  }, [target, enabled, onTouch]);
}
