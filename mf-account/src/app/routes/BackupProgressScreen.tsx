// Exposed as mf_account/BackupProgressScreen (route /backup-progress).
import { BackupProgressView } from '../../features/backup-progress/components/BackupProgressView';

/** Backup Progress. */
export default function BackupProgressScreen() {
  return <BackupProgressView />;
}
