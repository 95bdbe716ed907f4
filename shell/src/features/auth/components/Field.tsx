// A labelled input with its error text (announced and tied to the input for screen readers).
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 700;
    font-size: 0.9rem;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A standing hint under a field (its limits), tied to the input as its description. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Error text under a field: icon plus words, never colour alone. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string;
  onValue: (value: string) => void;
  /** Extra content under the input (the live email hint). */
  children?: ReactNode;
  /** A standing hint (e.g. the limits), announced as the input's description. */
  hint?: ReactNode;
};

/** Input with label and error message. */
export function Field({ label, error, onValue, children, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const ref = useRef<HTMLInputElement>(null);
  // Hydrating keeps what the input already holds (text typed into the pre-rendered /auth before the
  // script ran, or the browser's autofill) but not in the state: the form would send '' while
  // showing the text. Once on mount, the state takes the input's text (a client render wrote the
  // state's value there itself, so nothing changes then).
  useLayoutEffect(() => {
    const shown = ref.current?.value ?? '';
    if (input.value !== undefined && shown !== String(input.value)) onValue(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the input joins the page
  }, []);
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {hint && <div id={hintId}>{hint}</div>}
      {children}
      {error && <FieldError id={errorId}>⚠ {error}</FieldError>}
    </Wrap>
  );
}

const CheckWrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    font-size: 0.9rem;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A checkbox with its label and error message. */
export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <CheckWrap>
      <label htmlFor={id}>
        <input
          id={id}
          name={props.name}
          type="checkbox"
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChecked(e.target.checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.error && <FieldError id={errorId}>⚠ {props.error}</FieldError>}
    </CheckWrap>
  );
}

/**
 * Vertical form stack. Every form submits through its handler; `post` is for the moment before the
 * pre-rendered /auth hydrates: a press of Enter there makes the browser submit the form itself,
 * and with post the password goes in a body the gateway refuses, never into an address or a log.
 */
export const Form = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
`;

/** A text-styled button for secondary links inside forms. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: 0;
  padding: 8px 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  text-decoration: underline;
  align-self: center;
`;
