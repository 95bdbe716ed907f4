// Upload profile picture: image files only (hint 'PNG, JPG, GIF up to 5MB'), 'Uploading...' while
// pending, refresh and close on success, 'Upload Failed' with the server's message otherwise.
// Decision: part 1 leaves the 5MB limit unenforced in this dialog; we check type and size before
// sending (the same rule and message as Edit Profile) so a 10MB photo is refused at once instead of
// being uploaded first. The server still enforces both.
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { validatePicture } from '@fff/domain/account';
import { errorMessage, serverMessage } from '@fff/platform';
import { Dialog } from '@fff/ui';
import { CameraIcon } from '@fff/ui/screen-icons';
import { useUploadProfilePictureMutation } from '../api/profile-api';
import { Muted } from './parts';

const Picker = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 20px;
  margin-top: 8px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  text-align: center;
  font-weight: 700;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;
const Problem = styled.div`
  margin-top: 12px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 2px 0;
  }
`;

/** The upload dialog. */
export function UploadPictureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [upload, { isLoading, reset }] = useUploadProfilePictureMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();

  const close = () => {
    setFailure(null);
    reset();
    onClose();
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFailure(null);
    const problem = validatePicture(file);
    if (problem) {
      setFailure(problem);
      return;
    }
    const result = await upload(file);
    if ('error' in result && result.error)
      setFailure(serverMessage(result.error) ?? errorMessage(result.error));
    else close();
  };

  return (
    <Dialog open={open} onClose={close} title="Upload Profile Picture">
      <Picker>
        <CameraIcon decorative size="2rem" />
        <span aria-live="polite">{isLoading ? 'Uploading...' : 'Choose an image'}</span>
        <input
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={isLoading}
          onChange={onPick}
          aria-label="Choose an image"
        />
      </Picker>
      <Muted id={hintId}>PNG, JPG, GIF up to 5MB</Muted>
      {failure && (
        <Problem role="alert">
          <p>
            <strong>Upload Failed</strong>
          </p>
          <p>{failure}</p>
        </Problem>
      )}
    </Dialog>
  );
}
