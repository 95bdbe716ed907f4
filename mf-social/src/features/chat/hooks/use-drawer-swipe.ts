// Touch gestures of the chat drawer (spec §2): touching the right screen edge or swiping right opens
// it; swiping left by more than 150 px over the open drawer closes it.
import { TIMINGS } from '@fff/domain';
import { useEffect, useRef, type RefObject } from 'react';

/** Width of the right-edge touch zone that opens the drawer. */
export const EDGE_ZONE_PX = 24;
/** A rightward swipe at least this long (and mostly horizontal) opens the drawer. */
export const OPEN_SWIPE_PX = 80;

/** Whether a finished touch opens the drawer (closed) or closes it (open). */
export function swipeVerdict(
  start: { x: number; y: number },
  end: { x: number; y: number },
  viewportWidth: number,
  open: boolean,
): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (open) return dx < -TIMINGS.chatSwipeClosePx && Math.abs(dy) < Math.abs(dx) ? 'close' : null;
  if (start.x >= viewportWidth - EDGE_ZONE_PX) return 'open';
  return dx > OPEN_SWIPE_PX && Math.abs(dy) < Math.abs(dx) / 2 ? 'open' : null;
}

/** Listens on the document (closed) and on the panel (open). */
export function useDrawerSwipe(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
): void {
  const start = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const target: HTMLElement | Document | null = open ? panelRef.current : document;
    if (!target) return;
    const onStart = (e: Event) => {
      const t = (e as TouchEvent).touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: Event) => {
      const t = (e as TouchEvent).changedTouches[0];
      if (!start.current || !t) return;
      const verdict = swipeVerdict(start.current, { x: t.clientX, y: t.clientY }, window.innerWidth, open);
      start.current = null;
      if (verdict === 'open') setOpen(true);
      if (verdict === 'close') setOpen(false);
    };
    target.addEventListener('touchstart', onStart, { passive: true });
    target.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchend', onEnd);
    };
  }, [open, panelRef, setOpen]);
}
