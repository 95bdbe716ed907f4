// Toast region: a live region, F8 focuses it, each toast auto-closes after its duration and
// can be swiped away (50 px). Presentational: the shell connects it to @fff/platform's store.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ToastCard, type ToastView } from './ToastCard';

export type { ToastView } from './ToastCard';

const Region = styled.section`
  position: fixed;
  z-index: 1100;
  bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + 12px);
  left: 0;
  right: 0;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  width: 100%;
  pointer-events: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: 420px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** Props of ToastViewport. */
export interface ToastViewportProps {
  toasts: ToastView[];
  onDismiss: (id: string) => void;
  onAction?: (id: string) => void;
  hotkey?: string;
}

/** The notifications region; press F8 to move focus to it. */
export function ToastViewport({ toasts, onDismiss, onAction, hotkey = 'F8' }: ToastViewportProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === hotkey) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey]);

  return (
    <Region ref={ref} tabIndex={-1} aria-label={`Notifications (${hotkey})`}>
      <ol>
        {toasts.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={onDismiss} onAction={onAction} />
        ))}
      </ol>
    </Region>
  );
}
