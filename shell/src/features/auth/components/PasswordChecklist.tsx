// Live password checklist: each rule with a ✓/✕ mark and words (never colour alone).
import styled from 'styled-components';
import type { PasswordRequirement } from '@fff/domain/account';

const List = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  font-size: 0.85rem;
  li[data-met='true'] {
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-met='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The requirement list under a new-password field. */
export function PasswordChecklist({ items }: { items: PasswordRequirement[] }) {
  return (
    <List aria-label="Password requirements">
      {items.map((r) => (
        <li key={r.label} data-met={r.met}>
          <span aria-hidden="true">{r.met ? '✓ ' : '✕ '}</span>
          {r.label}
          <span className="visually-hidden">{r.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </List>
  );
}
