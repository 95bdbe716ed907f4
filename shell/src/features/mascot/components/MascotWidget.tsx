// Chef Chilli at the bottom left: a click shows a speech bubble for 3 s; a scroll of more than
// 50 px shows it with a 2% chance; a dispatched reaction shows a message from that set.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  MASCOT_NAME,
  mascotMessage,
  shouldMascotAppearOnScroll,
  TIMINGS,
  type MascotReaction,
} from '@fff/domain';
import { useAppDispatch, useAppSelector } from '@fff/platform';
import { Tooltip } from '@fff/ui';
import { mascotShown, selectMascot } from '../mascot-slice';

const Wrap = styled.div`
  position: fixed;
  left: 12px;
  bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + 12px);
  z-index: 60;
  display: flex;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const Chef = styled.button`
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.8rem;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Bubble = styled.p`
  margin: 0 0 20px;
  max-width: 220px;
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
    let last = window.scrollY;
    const onScroll = () => {
      const delta = window.scrollY - last;
      if (Math.abs(delta) <= TIMINGS.mascotScrollMinPx) return;
      last = window.scrollY;
      if (shouldMascotAppearOnScroll(delta, random())) say('idle');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [random, say]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <Wrap>
      <Tooltip content={`${MASCOT_NAME}: tap for a tip`} side="top">
        <Chef type="button" aria-label={`${MASCOT_NAME}, your kitchen mascot`} onClick={() => say('idle')}>
          <span aria-hidden="true">👨‍🍳</span>
        </Chef>
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
