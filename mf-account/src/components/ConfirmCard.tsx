// The account area's confirm card (Export Data, Reset Progress): a card with a checkbox list of
// what to include (each with a label, an optional badge and a hint), what the page says between
// the list and the button, and one full-width button whose label says when it is at work.
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, type ButtonVariant } from '@fff/ui';
import { Form } from './AccountPage';

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 8px 0;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    /* A flex item: without this a long hint beside it squeezes the box narrower than the others. */
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One checkbox of the list; a defined `badge` (even null) follows the label after a space. */
export interface ConfirmOption<T extends string> {
  id: T;
  label: string;
  hint: string;
  badge?: ReactNode;
}

/** Props of ConfirmCard. */
export interface ConfirmCardProps<T extends string> {
  legend: string;
  options: readonly ConfirmOption<T>[];
  isChosen: (id: T) => boolean;
  onToggle: (id: T, on: boolean) => void;
  /** True while the action runs: the boxes and the button wait, the button shows `busyLabel`. */
  busy: boolean;
  action: { label: string; busyLabel: string; variant?: ButtonVariant; disabled?: boolean };
  /** Present: the card is a form with this name, submitted by the button. */
  form?: { label: string; onSubmit: (e: FormEvent) => void };
  /** The button's action when the card is not a form. */
  onConfirm?: () => void;
  /** What shows between the list and the button. */
  children?: ReactNode;
}

/** Options, the page's words and the confirm button, in one card. */
export function ConfirmCard<T extends string>(props: ConfirmCardProps<T>) {
  const { busy, action, form } = props;
  const body = (
    <>
      <Options>
        <legend>{props.legend}</legend>
        {props.options.map((o) => (
          <label key={o.id}>
            <input
              type="checkbox"
              checked={props.isChosen(o.id)}
              disabled={busy}
              onChange={(e) => props.onToggle(o.id, e.target.checked)}
            />
            <span>
              <strong>{o.label}</strong>
              {o.badge !== undefined && <> {o.badge}</>}
              <small>{o.hint}</small>
            </span>
          </label>
        ))}
      </Options>
      {props.children}
      <Button
        type={form ? 'submit' : 'button'}
        $block
        $variant={action.variant}
        onClick={form ? undefined : props.onConfirm}
        disabled={action.disabled || busy}
        aria-busy={busy || undefined}
      >
        {busy ? action.busyLabel : action.label}
      </Button>
    </>
  );
  return (
    <Card>
      {form ? (
        <Form onSubmit={form.onSubmit} noValidate aria-label={form.label}>
          {body}
        </Form>
      ) : (
        body
      )}
    </Card>
  );
}
