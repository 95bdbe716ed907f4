// Touch gesture of the open chat drawer (spec §2): swiping left by more than 150 px over it closes
// it. The opening gestures (right-edge touch, right swipe) are the shell's, which owns the button.
import { TIMINGS } from '@fff/domain/shared';
import { useTouchSwipe, type TouchPoint } from '@fff/ui';
import { useCallback, type RefObject } from 'react';

/** Whether a finished touch over the open drawer closes it: leftward, mostly horizontal, over 150 px. */
export function closesDrawer(start: TouchPoint, end: TouchPoint): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return dx < -TIMINGS.chatSwipeClosePx && Math.abs(dy) < Math.abs(dx);
}

/** Listens on the panel while it is mounted. */
export function useSwipeToClose(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onTouch = useCallback(
    (start: TouchPoint, end: TouchPoint) => {
      if (closesDrawer(start, end)) onClose();
    },
    [onClose],
  );
  useTouchSwipe(panelRef, true, onTouch);
}
