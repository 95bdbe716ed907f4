// The account area's menu rows (the More menu and the Settings sections): an icon, a label with a
// hint under it, and a chevron for rows that navigate. The label alone names the control
// ("Sign Out"); the hint is read as its description.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronRightIcon, type IconComponent } from '@fff/ui';

/** The rows' list; `$boxed` draws it as a card of its own (the More menu). */
export const MenuRows = styled.ul<{ $boxed?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ $boxed, theme }) =>
    $boxed &&
    css`
      border-radius: ${theme.radius.lg};
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.surface};
      overflow: hidden;
      > li > * {
        padding: 14px 16px;
      }
    `}
`;

const row = css<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 12px 4px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    flex: none;
  }
  .chevron {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RowLinkEl = styled(Link)<{ $danger?: boolean }>`
  ${row}
`;
const RowButtonEl = styled.button.attrs({ type: 'button' })<{ $danger?: boolean }>`
  ${row}
`;

/** What every row shows. */
interface RowProps {
  icon: IconComponent;
  label: string;
  hint: string;
  danger?: boolean;
}

function useRowIds() {
  const id = useId();
  return { label: `${id}-label`, hint: `${id}-hint` };
}

function RowBody(props: RowProps & { ids: { label: string; hint: string }; chevron?: boolean }) {
  return (
    <>
      <props.icon decorative size="1.3rem" />
      <span>
        <strong id={props.ids.label}>{props.label}</strong>
        <small id={props.ids.hint}>{props.hint}</small>
      </span>
      {props.chevron && <ChevronRightIcon decorative className="chevron" />}
    </>
  );
}

/** A row that navigates. */
export function MenuRowLink(props: RowProps & { to: string }) {
  const ids = useRowIds();
  return (
    <li>
      <RowLinkEl to={props.to} $danger={props.danger} aria-labelledby={ids.label} aria-describedby={ids.hint}>
        <RowBody ids={ids} {...props} chevron />
      </RowLinkEl>
    </li>
  );
}

/** A row that acts in place. */
export function MenuRowButton(props: RowProps & { onClick: () => void; busy?: boolean }) {
  const ids = useRowIds();
  return (
    <li>
      <RowButtonEl
        onClick={props.onClick}
        $danger={props.danger}
        disabled={props.busy}
        aria-busy={props.busy || undefined}
        aria-labelledby={ids.label}
        aria-describedby={ids.hint}
      >
        <RowBody ids={ids} {...props} />
      </RowButtonEl>
    </li>
  );
}
