// One toast: status live region (alert for destructive), timer, close button, swipe to dismiss.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** What a toast shows. */
export interface ToastView {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'destructive';
  durationMs: number;
  action?: { label: string };
}

const SWIPE_DISMISS_PX = 50;

const Item = styled.li<{ $variant: ToastView['variant'] }>`
  pointer-events: auto;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.onDanger : theme.colors.text)};
  border-left: 6px solid
    ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.success : $variant === 'destructive' ? theme.colors.danger : theme.colors.primary)};
  touch-action: pan-y;
  transition: transform 150ms ease;
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.9rem;
  }
  button {
    background: transparent;
    color: inherit;
    border: 1px solid currentColor;
    border-radius: 8px;
    cursor: pointer;
    padding: 4px 8px;
  }
  button.close {
    border: 0;
    font-size: 1.2rem;
    line-height: 1;
  }
`;

/** A single toast; closes itself after `durationMs`. */
export function ToastCard({
  toast,
  onDismiss,
  onAction,
}: {
  toast: ToastView;
  onDismiss: (id: string) => void;
  onAction?: (id: string) => void;
}) {
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <Item
      $variant={toast.variant}
      style={{ transform: dx ? `translateX(${dx}px)` : undefined }}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
      }}
      onPointerUp={() => {
        startX.current = null;
        if (dx > SWIPE_DISMISS_PX) onDismiss(toast.id);
        else setDx(0);
      }}
    >
      {/* The live role sits inside the <li>: an <li> with another role breaks the list (axe 'list'). */}
      <div style={{ flex: 1 }} role={toast.variant === 'destructive' ? 'alert' : 'status'} aria-atomic="true">
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      {toast.action && onAction && <button onClick={() => onAction(toast.id)}>{toast.action.label}</button>}
      <button className="close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </Item>
  );
}
