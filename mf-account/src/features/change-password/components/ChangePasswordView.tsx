// Change Password (spec part 2 §4, §5): a live requirement checklist; Update Password is enabled
// only when every requirement is met. The server verifies the current password, signs out every
// other device and keeps this one; failures show 'Password Change Failed' with its message.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ACCOUNT_TOASTS, passwordChangeProblem, passwordRequirements } from '@fff/domain/account';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Button, Card } from '@fff/ui';
import { AccountPage, FieldBox, Form } from '../../../components/AccountPage';
import { useChangePasswordMutation } from '../../../lib/account-api';

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 2px 0;
  }
  .met {
    color: ${({ theme }) => theme.colors.success};
  }
  .unmet {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const LABELS: Record<Field, string> = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
};
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The page. */
export function ChangePasswordView() {
  const [values, setValues] = useState(EMPTY);
  // Shown under the field it is about, which is marked invalid (spec §5's first failing rule).
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const id = useId();
  const checks = passwordRequirements(values.newPassword);
  const allMet = checks.every((c) => c.met);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = passwordChangeProblem(values);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    const result = await change(values);
    if ('error' in result)
      fail(result.error, {
        failed: ACCOUNT_TOASTS.passwordChangeFailed,
        fallback: ACCOUNT_TOASTS.passwordChangeFailedDefault,
      });
    if ('data' in result && result.data) {
      setValues(EMPTY);
      dispatch(
        toast({
          title: 'Password Updated',
          description: `${result.data.message} Other devices have been signed out.`,
          variant: 'success',
        }),
      );
    }
  };

  const describedBy = (name: Field) =>
    [name === 'newPassword' && `${id}-checks`, problem?.field === name && `${id}-problem`]
      .filter(Boolean)
      .join(' ') || undefined;

  const field = (name: Field, autoComplete: string) => (
    <FieldBox>
      <label htmlFor={`${id}-${name}`}>{LABELS[name]}</label>
      <input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        disabled={isLoading}
        aria-invalid={problem?.field === name || undefined}
        aria-describedby={describedBy(name)}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setProblem(null);
        }}
      />
      {problem?.field === name && (
        <Problem id={`${id}-problem`} role="alert">
          {problem.message}
        </Problem>
      )}
    </FieldBox>
  );

  return (
    <AccountPage title="Change Password" subtitle="Other devices are signed out; this one stays signed in">
      <Card>
        <Form onSubmit={submit} noValidate aria-label="Change password">
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          <Checklist id={`${id}-checks`} aria-label="Password requirements">
            {checks.map((c) => (
              <li key={c.label} className={c.met ? 'met' : 'unmet'}>
                <span aria-hidden="true">{c.met ? '✓' : '○'}</span>
                <span>{c.label}</span>
                <span className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
                  {c.met ? '(met)' : '(not met)'}
                </span>
              </li>
            ))}
          </Checklist>
          {field('confirmPassword', 'new-password')}
          <Button type="submit" $block disabled={!allMet || isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Updating...' : 'Update Password'}
          </Button>
        </Form>
      </Card>
    </AccountPage>
  );
}
