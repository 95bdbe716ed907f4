// The ⋮ menu of a friend card: Remove Friend, Block User and Report User. Arrow keys, Home and End move
// between them; Escape or a click outside closes it.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
  margin-left: auto;
`;

const Toggle = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.3rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 42px;
  z-index: 20;
  min-width: 160px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  button {
    width: 100%;
    text-align: left;
    padding: 10px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    &:hover,
    &:focus {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
`;

/** Menu with the ways to part from `username` and the report. */
export function FriendMenu(props: {
  username: string;
  onRemove: () => void;
  onBlock: () => void;
  onReport: () => void;
}) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => !wrapRef.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      const items = Array.from(
        wrapRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [],
      );
      const at = items.indexOf(document.activeElement as HTMLButtonElement);
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
      if (to !== undefined && items.length > 0) {
        e.preventDefault();
        items[(to + items.length) % items.length].focus();
        return;
      }
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Wrap ref={wrapRef}>
      <Toggle
        ref={toggleRef}
        aria-label={`More actions for ${props.username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        ⋮
      </Toggle>
      {open && (
        <Menu id={menuId} role="menu" aria-label={`Actions for ${props.username}`}>
          <li role="none">
            <button role="menuitem" onClick={choose(props.onRemove)}>
              Remove Friend
            </button>
          </li>
          <li role="none">
            <button role="menuitem" onClick={choose(props.onBlock)}>
              Block User
            </button>
          </li>
          <li role="none">
            <button role="menuitem" onClick={choose(props.onReport)}>
              Report User
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
