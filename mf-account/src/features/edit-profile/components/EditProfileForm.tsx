// Edit Profile (spec part 2 §5, §7): username, email, first and last name and a bio of at most
// 200 characters with a live counter. A new email is used only after the link sent to it is
// opened; the form says which address is waiting. Errors show beside their field. Not in the
// spec: once the email differs from the account's, a Current Password field appears under it
// (a stolen session must not start moving the account); it is sent only then, cleared after.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { User } from '@fff/contracts';
import { ACCOUNT_TOASTS, BIO_MAX, validateProfile } from '@fff/domain/account';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Button, Card } from '@fff/ui';
import { FieldBox, Form } from '../../../components/AccountPage';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { useGetProfileStatusQuery, useUpdateProfileMutation } from '../../../lib/account-api';

type Field = 'username' | 'email' | 'firstName' | 'lastName' | 'bio';
const LABELS: Record<Exclude<Field, 'bio'>, string> = {
  username: 'Username',
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
};

const fromUser = (u: User): Record<Field, string> => ({
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  bio: u.bio,
});

/** The form, filled from the signed-in user. */
export function EditProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => fromUser(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [password, setPassword] = useState('');
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  // The address waiting for its link, also after a reload; a save refreshes it ('User' tag).
  const pendingEmail = useGetProfileStatusQuery().data?.pendingEmail ?? null;
  const [save, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const id = useId();
  // A confirmed email or a rename elsewhere refreshes the user: show the saved values.
  useEffect(() => setValues(fromUser(user)), [user]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const result = await save({
      ...values,
      username: values.username.trim(),
      email: values.email.trim(),
      ...(emailChanges && { currentPassword: password }),
    });
    if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.updateFailed });
    setPassword('');
    if ('data' in result && result.data) {
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.settingsUpdated,
          description: result.data.message,
          variant: 'success',
        }),
      );
    }
  };

  const input = (field: Exclude<Field, 'bio'>, type = 'text', autoComplete?: string) => (
    <FieldBox key={field}>
      <label htmlFor={`${id}-${field}`}>{LABELS[field]}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={Boolean(errors[field]) || undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        disabled={isLoading}
      />
      {errors[field] && (
        <span className="error" id={`${id}-${field}-error`}>
          {errors[field]}
        </span>
      )}
    </FieldBox>
  );

  return (
    <Card>
      <Form onSubmit={submit} noValidate aria-label="Edit profile">
        {input('username', 'text', 'username')}
        {input('email', 'email', 'email')}
        {emailChanges && (
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            reason="To change your email, enter your current password."
            disabled={isLoading}
          />
        )}
        {pendingEmail && (
          <p role="status">
            We sent a link to {pendingEmail}. Open it while signed in to start using it; until then you sign
            in with {user.email}.
          </p>
        )}
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
        <FieldBox>
          <label htmlFor={`${id}-bio`}>Bio</label>
          <textarea
            id={`${id}-bio`}
            rows={4}
            maxLength={BIO_MAX}
            value={values.bio}
            onChange={(e) => set('bio')(e.target.value)}
            aria-describedby={`${id}-bio-count`}
            aria-invalid={Boolean(errors.bio) || undefined}
            disabled={isLoading}
          />
          <small id={`${id}-bio-count`} aria-live="polite">
            {values.bio.length}/{BIO_MAX}
          </small>
          {errors.bio && <span className="error">{errors.bio}</span>}
        </FieldBox>
        <Button type="submit" $block disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Form>
    </Card>
  );
}
