// The achievement-unlocked popup: auto-closes after 5 s, or on click, Continue or X, each with a
// 300 ms exit (immediate when the learner asks for reduced motion).
import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TIMINGS } from '@fff/domain/shared';
import { useAppDispatch, useAppSelector } from '@fff/platform';
import { AchievementIcon, Button, CloseIcon, IconButton } from '@fff/ui';
import { achievementDismissed, selectCurrentAchievement } from '../achievement-slice';

const popIn = keyframes`from { opacity: 0; transform: scale(0.9); } to { opacity: 1; transform: scale(1); }`;
const popOut = keyframes`from { opacity: 1; transform: scale(1); } to { opacity: 0; transform: scale(0.9); }`;

// Under the top bar: toasts stack above the bottom navigation, and the lesson's "Lesson Complete!"
// toast arrives with a level-up popup, so at the bottom it lay over the popup's Continue button.
const Region = styled.div`
  position: fixed;
  inset: calc(${({ theme }) => theme.layout.topBarHeight} + 16px) 0 auto 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: 900;
`;

const Card = styled.div<{ $leaving: boolean }>`
  pointer-events: auto;
  position: relative;
  cursor: pointer;
  width: min(92vw, 380px);
  padding: 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${({ $leaving }) =>
    $leaving
      ? css`
          ${popOut} ${TIMINGS.achievementExitMs}ms ease forwards
        `
      : css`
          ${popIn} 250ms ease
        `};
  h2 {
    font-size: 1.2rem;
    margin: 4px 0;
  }
  > svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  .kicker {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 800;
    text-transform: uppercase;
    font-size: 0.8rem;
  }
  .close {
    position: absolute;
    top: 6px;
    right: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Shows queued achievements one at a time. */
export function AchievementPopup() {
  const current = useAppSelector(selectCurrentAchievement);
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    if (exitTimer.current !== undefined) return;
    setLeaving(true);
    const done = () => {
      exitTimer.current = undefined;
      setLeaving(false);
      dispatch(achievementDismissed());
    };
    if (prefersReducedMotion()) done();
    else exitTimer.current = setTimeout(done, TIMINGS.achievementExitMs);
  }, [dispatch]);

  useEffect(() => {
    if (!current) return;
    const auto = setTimeout(close, TIMINGS.achievementPopupMs);
    return () => clearTimeout(auto);
  }, [current, close]);

  useEffect(() => () => clearTimeout(exitTimer.current), []);

  return (
    <Region role="status" aria-live="polite">
      {current && (
        <Card $leaving={leaving} onClick={close} data-testid="achievement-popup">
          <IconButton
            className="close"
            icon={CloseIcon}
            label="Close achievement"
            size={36}
            onClick={(e) => {
              e.stopPropagation();
              close();
            }}
          />
          <AchievementIcon decorative size="2.2rem" />
          <p className="kicker">Achievement Unlocked!</p>
          <h2>{current.name}</h2>
          <p>{current.description}</p>
          <Button
            onClick={(e) => {
              e.stopPropagation();
              close();
            }}
          >
            Continue
          </Button>
        </Card>
      )}
    </Region>
  );
}
