// Avatar (opens the upload dialog), username, @handle and 'Joined <Month Year>'.
import styled from 'styled-components';
import type { User } from '@fff/contracts';
import { CameraIcon } from '@fff/ui/screen-icons';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  h1 {
    font-size: 1.5rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Avatar = styled.button`
  position: relative;
  flex: none;
  width: 84px;
  height: 84px;
  padding: 0;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 2rem;
  font-weight: 800;
  cursor: pointer;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .edit {
    position: absolute;
    right: 0;
    bottom: 0;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-size: 0.9rem;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** 'Joined March 2025' from the account's creation time. */
export function joinedText(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Joined ${date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
}

/** The profile's identity block. */
export function ProfileHeader({ user, onEditPicture }: { user: User; onEditPicture: () => void }) {
  return (
    <Head>
      <Avatar
        type="button"
        onClick={onEditPicture}
        aria-label="Change profile picture"
        aria-haspopup="dialog"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt={`${user.username}'s profile picture`} data-testid="profile-avatar" />
        ) : (
          <span aria-hidden="true">{user.username.slice(0, 1).toUpperCase()}</span>
        )}
        <span className="edit">
          <CameraIcon decorative size="1rem" />
        </span>
      </Avatar>
      <div>
        <h1>{user.username}</h1>
        <p>@{user.username}</p>
        {/* The month in the reader's time zone: the server drew it in its own (see AwardsCard). */}
        <p suppressHydrationWarning>{joinedText(user.createdAt)}</p>
      </div>
    </Head>
  );
}
