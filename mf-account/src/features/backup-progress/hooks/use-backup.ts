// Backup Progress (spec part 2 §4, §7): a local snapshot of the learner's data in localStorage
// (userBackup, lastBackupTime), taken in five steps 800 ms apart; restore only reports whether a
// usable backup exists. The snapshot is the user as GET /api/user returns it. Only the signed-in
// learner's own snapshot counts: sign-out removes it (platform clearStoredSession), and one left by
// someone else on a shared device is never shown, reported or downloaded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '@fff/contracts';
import { BACKUP_STEPS, TIMINGS } from '@fff/domain/shared';
import { STORAGE_KEYS } from '@fff/platform';

export type BackupStatus = 'idle' | 'backing-up' | 'success' | 'error';

/** What userBackup holds. */
export interface BackupSnapshot {
  version: 1;
  createdAt: string;
  user: User;
}

/** The stored snapshot of `ownerId`: 'missing' (none, or someone else's), 'invalid', or the snapshot. */
export function readBackup(ownerId: string | undefined): 'missing' | 'invalid' | BackupSnapshot {
  let text: string | null;
  try {
    text = localStorage.getItem(STORAGE_KEYS.userBackup);
  } catch {
    return 'missing';
  }
  if (!text) return 'missing';
  try {
    const snap = JSON.parse(text) as Partial<BackupSnapshot>;
    const valid =
      snap.version === 1 && typeof snap.createdAt === 'string' && typeof snap.user?.id === 'string';
    if (!valid) return 'invalid';
    return snap.user?.id === ownerId ? (snap as BackupSnapshot) : 'missing';
  } catch {
    return 'invalid';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Backup state of the learner `ownerId` and the action that runs it. */
export function useBackup(ownerId: string | undefined) {
  const [status, setStatus] = useState<BackupStatus>('idle');
  const [percent, setPercent] = useState(0);
  const [saved, setSaved] = useState(0);
  const lastBackupTime = useMemo(() => {
    void saved; // read again after each backup
    const snap = readBackup(ownerId);
    return typeof snap === 'object' ? snap.createdAt : null;
  }, [ownerId, saved]);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const backUp = useCallback(async (user: User): Promise<boolean> => {
    setStatus('backing-up');
    setPercent(0);
    for (const step of BACKUP_STEPS) {
      await wait(TIMINGS.backupStepMs);
      if (!alive.current) return false;
      setPercent(step);
    }
    try {
      const createdAt = new Date().toISOString();
      localStorage.setItem(
        STORAGE_KEYS.userBackup,
        JSON.stringify({ version: 1, createdAt, user } satisfies BackupSnapshot),
      );
      localStorage.setItem(STORAGE_KEYS.lastBackupTime, createdAt);
      setSaved((n) => n + 1);
      setStatus('success');
      return true;
    } catch {
      // Storage full or disabled (private mode).
      setStatus('error');
      return false;
    }
  }, []);

  return { status, percent, lastBackupTime, backUp };
}
