// The Edit Profile page: the picture (upload dialog composed in by the route), the form, and the
// confirmation of a new email when the page is opened from the link sent to it (?confirmEmail=…).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import { toast, useAppDispatch, useCallFeedback, useGetCurrentUserQuery } from '@fff/platform';
import { Button, Card, LoadingText } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { useConfirmEmailMutation } from '../../../lib/account-api';
import { EditProfileForm } from './EditProfileForm';

/** Query parameter of the link sent to a new email address. */
export const CONFIRM_EMAIL_PARAM = 'confirmEmail';

const Picture = styled(Card)`
  display: flex;
  align-items: center;
  gap: 16px;
  img,
  .initial {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
  }
  .initial {
    display: grid;
    place-items: center;
    font-size: 2rem;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Opens the link's token once, then drops it from the address bar. */
function useConfirmEmailFromLink() {
  const [params, setParams] = useSearchParams();
  const [confirm] = useConfirmEmailMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const done = useRef(false);
  const token = params.get(CONFIRM_EMAIL_PARAM);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    setParams({}, { replace: true });
    void confirm({ token }).then((result) => {
      if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.updateFailed });
      if ('data' in result && result.data) {
        dispatch(
          toast({
            title: ACCOUNT_TOASTS.settingsUpdated,
            description: `${result.data.message} You now sign in with ${result.data.user.email}.`,
            variant: 'success',
          }),
        );
      }
    });
  }, [token, confirm, dispatch, fail, setParams]);
}

/** The page; `PictureDialog` is the existing profile-picture upload. */
export function EditProfileView({
  PictureDialog,
}: {
  PictureDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [picking, setPicking] = useState(false);
  useConfirmEmailFromLink();

  return (
    <AccountPage title="Edit Profile" subtitle="Your name, username, email and bio">
      {isLoading || !user ? (
        <LoadingText text="Loading your profile..." />
      ) : (
        <>
          <Picture>
            {user.avatarUrl ? (
              <img src={user.avatarUrl} alt="Your profile picture" />
            ) : (
              <span className="initial" aria-hidden="true">
                {user.username.charAt(0).toUpperCase()}
              </span>
            )}
            <Button $variant="secondary" onClick={() => setPicking(true)}>
              Change Picture
            </Button>
          </Picture>
          <PictureDialog open={picking} onClose={() => setPicking(false)} />
          <EditProfileForm user={user} />
        </>
      )}
    </AccountPage>
  );
}
