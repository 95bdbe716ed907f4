// The current password, asked again before a change a stolen session must not make alone (email
// change, account deletion, data export). The spec does not show this field; it looks like Change
// Password's 'Current Password' (same label, same FieldBox) so a learner recognises it, and says
// why it is asked. A wrong password comes back from the server as the failure toast's message.
import { useId } from 'react';
import { FieldBox } from './AccountPage';

export const CURRENT_PASSWORD_LABEL = 'Current Password';

/** A labelled password input with a one-line reason under it. */
export function CurrentPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  reason: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{CURRENT_PASSWORD_LABEL}</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={`${id}-reason`}
        disabled={props.disabled}
        required
      />
      <small id={`${id}-reason`}>{props.reason}</small>
    </FieldBox>
  );
}
