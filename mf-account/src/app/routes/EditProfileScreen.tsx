// Exposed as mf_account/EditProfileScreen (route /edit-profile).
import { EditProfileView } from '../../features/edit-profile/components/EditProfileView';
import { UploadPictureDialog } from '../../features/profile/components/UploadPictureDialog';

/** Edit Profile with the profile's picture upload. */
export default function EditProfileScreen() {
  return <EditProfileView PictureDialog={UploadPictureDialog} />;
}
