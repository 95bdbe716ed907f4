// An on/off setting: a native checkbox with role="switch", its label and a hint. The state is
// written out ("On"/"Off") so it is never shown by colour alone.
import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .text {
    flex: 1;
  }
  label {
    font-weight: 700;
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    width: 44px;
    height: 24px;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .state {
    min-width: 2.5em;
    text-align: right;
    font-weight: 600;
  }
`;

/** One switch row. */
export function Toggle(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  return (
    <Row>
      <div className="text">
        <label htmlFor={id}>{props.label}</label>
        <small id={`${id}-hint`}>{props.hint}</small>
      </div>
      <span className="state" aria-hidden="true">
        {props.checked ? 'On' : 'Off'}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </Row>
  );
}
