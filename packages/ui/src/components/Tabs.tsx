// WAI-ARIA tabs: arrow keys move between tabs, only the active tab is in the Tab order.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  /* Labels that cannot fit however they wrap scroll inside the list, never the page. */
  overflow-x: auto;
`;

// Each tab is at least as wide as its longest word, so League's four labels stay whole at 320 px
// ("Rankings", not "Rankin/gs"); the rest of the row is shared out, and a label of several words
// wraps between them.
const Tab = styled.button<{ $active: boolean }>`
  flex: 1 1 auto;
  min-height: 40px;
  padding: 4px;
  overflow-wrap: break-word;
  line-height: 1.2;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font-weight: 700;
  font-size: 0.85rem;
  @media (max-width: 359px) {
    font-size: 0.8rem;
  }
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadow : 'none')};
`;

/** One tab: its label and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Tabs with keyboard support; uncontrolled, starting at `defaultTab` or the first. */
export function Tabs({ items, label, defaultTab }: { items: TabItem[]; label: string; defaultTab?: string }) {
  const [active, setActive] = useState(defaultTab ?? items[0]?.id);
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = items[(moves[e.key] + items.length) % items.length];
    setActive(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, i) => (
          <Tab
            key={item.id}
            ref={(el) => {
              refs.current[item.id] = el;
            }}
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={active === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={active === item.id ? 0 : -1}
            $active={active === item.id}
            onClick={() => setActive(item.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={active !== item.id}
          tabIndex={0}
        >
          {active === item.id && item.content}
        </div>
      ))}
    </div>
  );
}
