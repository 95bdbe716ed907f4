// Chef Chilli at the drawer's bottom-left: a click shows a tip for the mascot bubble's 3 s.
import { MASCOT_NAME, mascotMessage, TIMINGS } from '@fff/domain/shared';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MascotButton } from '@fff/ui';

const Wrap = styled.div`
  position: absolute;
  left: 12px;
  bottom: 12px;
  display: flex;
  align-items: flex-end;
  gap: 8px;
  p {
    margin: 0 0 12px;
    max-width: 220px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
    font-size: 0.85rem;
  }
`;

/** The mascot button with its bubble. */
export function DrawerMascot({ random = Math.random }: { random?: () => number }) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = () => {
    setMessage(mascotMessage('idle', random()));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), TIMINGS.mascotBubbleMs);
  };
  return (
    <Wrap>
      <MascotButton size={48} onClick={say} aria-label={MASCOT_NAME} />
      {message && <p role="status">{message}</p>}
    </Wrap>
  );
}
