// Touch gesture of the open chat drawer (spec §2): swiping left by more than 150 px over it closes
// it. The opening gestures (right-edge touch, right swipe) are the shell's, which owns the button.
import { TIMINGS } from '@fff/domain';
import { useEffect, useRef, type RefObject } from 'react';

/** Whether a finished touch over the open drawer closes it: leftward, mostly horizontal, over 150 px. */
export function closesDrawer(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return dx < -TIMINGS.chatSwipeClosePx && Math.abs(dy) < Math.abs(dx);
}

/** Listens on the panel while it is mounted. */
export function useSwipeToClose(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const start = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const target = panelRef.current;
    if (!target) return;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start.current || !t) return;
      const closes = closesDrawer(start.current, { x: t.clientX, y: t.clientY });
      start.current = null;
      if (closes) onClose();
    };
    target.addEventListener('touchstart', onStart, { passive: true });
    target.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchend', onEnd);
    };
  }, [panelRef, onClose]);
}
