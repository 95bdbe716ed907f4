// The Backup Progress page: back up (five steps), check the backup (restore reports only whether
// one is available), and download the snapshot as a file.
import styled from 'styled-components';
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import { toast, useAppDispatch, useGetCurrentUserQuery, type ToastOptions } from '@fff/platform';
import { Button, Card, InfoNote, ProgressBar } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { downloadJson } from '../../../lib/download';
import { readBackup, useBackup } from '../hooks/use-backup';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
`;

const when = (iso: string) => new Date(iso).toLocaleString();

/** The page. */
export function BackupProgressView() {
  const { data: user } = useGetCurrentUserQuery();
  const { status, percent, lastBackupTime, backUp } = useBackup(user?.id);
  const dispatch = useAppDispatch();
  const say = (t: ToastOptions) => dispatch(toast(t));

  const start = async () => {
    if (!user) return;
    const ok = await backUp(user);
    if (ok)
      say({
        title: 'Backup Complete',
        description: 'Your progress is saved on this device.',
        variant: 'success',
      });
    else
      say({
        title: ACCOUNT_TOASTS.backupFailed,
        description:
          'This browser could not store the backup. Free some space or leave private mode and try again.',
        variant: 'destructive',
      });
  };

  /** Returns the snapshot, or says why there is none. */
  const usable = () => {
    const found = readBackup(user?.id);
    if (found === 'missing')
      say({
        title: ACCOUNT_TOASTS.noBackupFound,
        description: 'Back up your progress first.',
        variant: 'destructive',
      });
    else if (found === 'invalid')
      say({
        title: ACCOUNT_TOASTS.invalidBackup,
        description: 'The stored backup cannot be read. Please make a new one.',
        variant: 'destructive',
      });
    return typeof found === 'object' ? found : null;
  };

  const restore = () => {
    const snap = usable();
    if (snap)
      say({
        title: 'Backup Available',
        description: `A backup from ${when(snap.createdAt)} is available on this device.`,
      });
  };

  const download = () => {
    const snap = usable();
    if (snap)
      downloadJson(`fork-to-flame-backup-${snap.createdAt.slice(0, 10)}.json`, JSON.stringify(snap, null, 2));
  };

  const busy = status === 'backing-up';
  return (
    <AccountPage title="Backup Progress" subtitle="Keep a copy of your progress on this device">
      <Card>
        <p>{lastBackupTime ? `Last backup: ${when(lastBackupTime)}` : 'No backup yet.'}</p>
        <InfoNote>It stays on this device until you sign out. Download the file to keep a copy.</InfoNote>
        {busy && (
          <div role="status" aria-live="polite">
            <p>Backing up... {percent}%</p>
            <ProgressBar value={percent} max={100} label="Backup progress" />
          </div>
        )}
        {status === 'success' && <p role="status">Backup complete.</p>}
        <Actions>
          <Button $block onClick={() => void start()} disabled={busy || !user} aria-busy={busy || undefined}>
            {busy ? 'Backing Up...' : 'Back Up Now'}
          </Button>
          {/* Whose backup it is needs the learner: until they load, nothing can be said about it. */}
          <Button $block $variant="secondary" onClick={restore} disabled={busy || !user}>
            Restore Backup
          </Button>
          <Button $block $variant="ghost" onClick={download} disabled={busy || !user}>
            Download Backup File
          </Button>
        </Actions>
      </Card>
    </AccountPage>
  );
}
