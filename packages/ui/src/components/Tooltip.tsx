// A text tooltip for a control (spec part 1 §9: opens after 700 ms, 300 ms skip delay, offset 4).
// Pointer hover opens it after the delay; once one tooltip has been open, another opened within the
// skip delay of it closing shows at once (moving along a toolbar reads fluently). Keyboard focus
// opens it at once, since a keyboard user has no hover to wait on. Escape, blur, leaving and a press
// close it. It is the trigger's description (aria-describedby), so it never replaces the accessible
// name, and it is drawn fixed in a portal, clamped to the viewport, so it never widens the page.
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** The spec's tooltip timings and offset (@fff/domain's TOOLTIP; a test keeps the two equal). */
export const TOOLTIP_TIMING = Object.freeze({ delayMs: 700, skipDelayMs: 300, offsetPx: 4 });

const EDGE_PX = 4;

// Shared by every tooltip (the package is one Module Federation singleton): when one last closed,
// and when a pointer last went down (a focus right after it came from a click, not the keyboard).
let lastClosedAt = -Infinity;
let lastPointerDownAt = -Infinity;
let listening = false;

function watchPointer() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (lastPointerDownAt = performance.now()), true);
  document.addEventListener('mousedown', () => (lastPointerDownAt = performance.now()), true);
}

const Bubble = styled.div`
  position: fixed;
  z-index: 1000;
  max-width: min(240px, calc(100vw - ${EDGE_PX * 2}px));
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.3;
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadow};
`;

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (e: React.PointerEvent) => void;
  onPointerLeave?: (e: React.PointerEvent) => void;
  onFocus?: (e: React.FocusEvent) => void;
  onBlur?: (e: React.FocusEvent) => void;
  onClick?: (e: React.MouseEvent) => void;
  onKeyDown?: (e: React.KeyboardEvent) => void;
};

/** Props of Tooltip. */
export interface TooltipProps {
  /** The tooltip text. */
  content: string;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
  /** Below the trigger (default) or above it. */
  side?: 'bottom' | 'top';
}

/** Wraps one control and shows `content` for it on hover (after 700 ms) or keyboard focus. */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const anchor = useRef<Element | null>(null);
  const bubble = useRef<HTMLDivElement>(null);

  const show = useCallback((target: Element, immediate: boolean) => {
    anchor.current = target;
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_TIMING.skipDelayMs;
    if (immediate || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_TIMING.delayMs);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
    setPos(null);
  }, []);

  useEffect(() => {
    watchPointer();
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  // Place it once its size is known: centred on the trigger, offset 4 px, kept inside the viewport.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !bubble.current) return;
    const a = anchor.current.getBoundingClientRect();
    const b = bubble.current.getBoundingClientRect();
    const left = Math.min(
      Math.max(EDGE_PX, a.left + a.width / 2 - b.width / 2),
      window.innerWidth - b.width - EDGE_PX,
    );
    const below = a.bottom + TOOLTIP_TIMING.offsetPx;
    const above = a.top - TOOLTIP_TIMING.offsetPx - b.height;
    const top =
      side === 'top' ? (above >= 0 ? above : below) : below + b.height <= window.innerHeight ? below : above;
    setPos({ top, left });
  }, [open, side, content]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': open
      ? [own['aria-describedby'], id].filter(Boolean).join(' ')
      : own['aria-describedby'],
    onPointerEnter: (e: React.PointerEvent) => {
      own.onPointerEnter?.(e);
      if (e.pointerType !== 'touch') show(e.currentTarget, false);
    },
    onPointerLeave: (e: React.PointerEvent) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: React.FocusEvent) => {
      own.onFocus?.(e);
      if (performance.now() - lastPointerDownAt > 500) show(e.currentTarget, true);
    },
    onBlur: (e: React.FocusEvent) => {
      own.onBlur?.(e);
      hide();
    },
    onClick: (e: React.MouseEvent) => {
      own.onClick?.(e);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <Bubble
            ref={bubble}
            id={id}
            role="tooltip"
            style={pos ? { top: pos.top, left: pos.left } : { top: 0, left: 0, visibility: 'hidden' }}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
