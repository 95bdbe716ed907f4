// The chat drawer's opening gestures (spec part 2, chat drawer): touching the right screen edge or
// swiping right opens it. The shell listens for them (it owns the chat button) while the drawer is
// closed; closing by a left swipe is the drawer's own (mf-social).
import { useCallback } from 'react';
import { useTouchSwipe, type TouchPoint } from '@fff/ui';

/** Width of the right-edge touch zone that opens the drawer. */
export const EDGE_ZONE_PX = 24;
/** A rightward swipe at least this long (and mostly horizontal) opens the drawer. */
export const OPEN_SWIPE_PX = 80;

/** Whether a finished touch opens the closed drawer: it began at the right edge, or swiped right. */
export function opensChat(start: TouchPoint, end: TouchPoint, viewportWidth: number): boolean {
  if (start.x >= viewportWidth - EDGE_ZONE_PX) return true;
  const dx = end.x - start.x;
  return dx > OPEN_SWIPE_PX && Math.abs(end.y - start.y) < dx / 2;
}

// The page's document; none in a server render (shell/src/server), where effects do not run.
const PAGE_DOCUMENT = typeof document === 'undefined' ? { current: null } : document;

/** Calls `onOpen` on an opening gesture anywhere on the page while `enabled`. */
export function useOpenChatSwipe(enabled: boolean, onOpen: () => void): void {
  const onTouch = useCallback(
    (start: TouchPoint, end: TouchPoint) => {
      if (opensChat(start, end, window.innerWidth)) onOpen();
    },
    [onOpen],
  );
  useTouchSwipe(PAGE_DOCUMENT, enabled, onTouch);
}
