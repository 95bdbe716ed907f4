// A titled settings card and its rows (links or buttons), laid out like the More menu.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, ChevronRightIcon, type IconComponent } from '@fff/ui';

const Section = styled(Card)`
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
`;

/** One card with an h2; `accent` draws the coloured edge (the title carries the meaning too). */
export function SettingsSection(props: {
  title: string;
  icon: IconComponent;
  accent?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} $accent={props.accent}>
      <h2 id={headingId}>
        <props.icon decorative /> {props.title}
      </h2>
      {props.children}
    </Section>
  );
}

/** Rows of a section. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
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

// The label alone names the control ("Sign Out"); the hint is read as its description.
function useRowIds() {
  const id = useId();
  return { label: `${id}-label`, hint: `${id}-hint` };
}

function RowBody(props: {
  ids: { label: string; hint: string };
  icon: IconComponent;
  label: string;
  hint: string;
  chevron?: boolean;
}) {
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
export function RowLink(props: {
  to: string;
  icon: IconComponent;
  label: string;
  hint: string;
  danger?: boolean;
}) {
  const ids = useRowIds();
  return (
    <li>
      <RowLinkEl to={props.to} $danger={props.danger} aria-labelledby={ids.label} aria-describedby={ids.hint}>
        <RowBody ids={ids} icon={props.icon} label={props.label} hint={props.hint} chevron />
      </RowLinkEl>
    </li>
  );
}

/** A row that acts in place. */
export function RowButton(props: {
  onClick: () => void;
  icon: IconComponent;
  label: string;
  hint: string;
  busy?: boolean;
  danger?: boolean;
}) {
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
        <RowBody ids={ids} icon={props.icon} label={props.label} hint={props.hint} />
      </RowButtonEl>
    </li>
  );
}
