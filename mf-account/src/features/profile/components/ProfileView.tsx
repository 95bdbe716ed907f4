// The Profile screen: identity, level, XP, stats, recent activity, awards placeholder and dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, todayLocal, useGetCurrentUserQuery } from '@fff/platform';
import { Button, Card, LoadingText } from '@fff/ui';
import { LevelCard } from './LevelCard';
import type { ProfileDialogKind } from './parts';
import { ProfileHeader } from './ProfileHeader';
import { ProfileInfoDialog } from './ProfileDialogs';
import { StatTiles, XpTiles } from './ProfileTiles';
import { AwardsCard } from './AwardsCard';
import { RecentActivity } from './RecentActivity';
import { UploadPictureDialog } from './UploadPictureDialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The whole Profile screen. */
export function ProfileView() {
  const { data: user, isLoading, error, refetch } = useGetCurrentUserQuery();
  const [open, setOpen] = useState<ProfileDialogKind | null>(null);
  const close = () => setOpen(null);

  if (isLoading) return <LoadingText text="Loading your profile..." />;
  if (!user) {
    return (
      <Card role="alert">
        <p>Your profile could not be loaded. {error ? errorMessage(error) : ''}</p>
        <Button onClick={() => refetch()}>Try again</Button>
      </Card>
    );
  }
  const today = todayLocal();
  // svc-identity answers with placeholder progression when svc-learning is down: never show those
  // zeros as if the learner had lost their XP.
  const progressKnown = user.progressionAvailable !== false;
  return (
    <Stack>
      <ProfileHeader user={user} onEditPicture={() => setOpen('upload')} />
      {progressKnown ? (
        <>
          <LevelCard user={user} onLevelInfo={() => setOpen('leveling')} />
          <XpTiles user={user} onOpen={setOpen} />
          <StatTiles user={user} onOpen={setOpen} />
        </>
      ) : (
        <Card role="alert">
          <p>
            Your level, XP and stats can't be loaded right now. Nothing is lost: they will be back shortly.
          </p>
          <Button onClick={() => refetch()}>Try again</Button>
        </Card>
      )}
      <RecentActivity />
      <AwardsCard />
      <ProfileInfoDialog kind={open === 'upload' ? null : open} onClose={close} user={user} today={today} />
      <UploadPictureDialog open={open === 'upload'} onClose={close} />
    </Stack>
  );
}
