// Chef Chilli: a click shows a speech bubble for 3 s; a scroll of more than 50 px shows it with a 2%
// chance; a dispatched reaction shows a message from that set. Placement (shell/README.md): the spec puts
// him bottom-left, floating, where at phone width he covered tiles, menu icons and the League tabs.
// He now sits in the top bar, at its start, so he never covers content or a control at any width;
// his bubble drops below the bar for 3 s and lets clicks and hit tests pass through it.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  MASCOT_NAME,
  mascotMessage,
  shouldMascotAppearOnScroll,
  TIMINGS,
  type MascotReaction,
} from '@fff/domain/shared';
import { useAppDispatch, useAppSelector } from '@fff/platform';
import { MascotButton, Tooltip } from '@fff/ui';
import { mascotShown, selectMascot } from '../mascot-slice';

const Wrap = styled.div`
  flex: none;
  display: flex;
  align-items: center;
`;

const Bubble = styled.p`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + 8px);
  left: 8px;
  z-index: 60;
  pointer-events: none;
  margin: 0;
  max-width: min(260px, calc(100vw - 16px));
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: 0.9rem;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The mascot; `random` is injectable so tests decide the dice. */
export function MascotWidget({ random = Math.random }: { random?: () => number }) {
  const [message, setMessage] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { reaction, seq, shownSeq } = useAppSelector(selectMascot);
  const dispatch = useAppDispatch();

  const say = useCallback(
    (kind: MascotReaction) => {
      setMessage(mascotMessage(kind, random()));
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setMessage(null), TIMINGS.mascotBubbleMs);
    },
    [random],
  );

  useEffect(() => {
    if (!reaction || seq <= shownSeq) return;
    say(reaction);
    dispatch(mascotShown(seq));
  }, [reaction, seq, shownSeq, say, dispatch]);

  useEffect(() => {
    // The starting offset is read in the next frame, not here: read at mount, it makes the browser
    // lay out the page just committed inside the effects' task (~120 ms on a phone-speed CPU at a
    // cold start); in the frame, that layout is the one the frame does anyway.
    let last: number | undefined;
    const baseline = requestAnimationFrame(() => (last ??= window.scrollY));
    const onScroll = () => {
      last ??= window.scrollY;
      const delta = window.scrollY - last;
      if (Math.abs(delta) <= TIMINGS.mascotScrollMinPx) return;
      last = window.scrollY;
      if (shouldMascotAppearOnScroll(delta, random())) say('idle');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(baseline);
      window.removeEventListener('scroll', onScroll);
    };
  }, [random, say]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <Wrap>
      <Tooltip content={`${MASCOT_NAME}: tap for a tip`} side="top">
        <MascotButton aria-label={`${MASCOT_NAME}, your kitchen mascot`} onClick={() => say('idle')} />
      </Tooltip>
      <div role="status" aria-live="polite">
        {message && (
          <Bubble>
            <strong>{MASCOT_NAME}</strong>
            {message}
          </Bubble>
        )}
      </div>
    </Wrap>
  );
}
