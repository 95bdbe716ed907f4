// Privacy Settings (spec part 2 §2, §3, §9): the three data toggles, the social ones, the account
// type (Free) and the data controls (export, backup, reset, withdraw consent, delete). Each toggle
// saves at once ('Settings Updated'; 'Update Failed' keeps the saved value).
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PrivacySettings, PrivacySettingsUpdate } from '@fff/contracts';
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Badge, Button, Card, LoadingText } from '@fff/ui';
import { AccountPage, FieldBox } from '../../../components/AccountPage';
import { Toggle } from '../../../components/Toggle';
import { WithdrawConsentDialog } from '../../../components/WithdrawConsentDialog';
import { useGetPrivacySettingsQuery, useUpdatePrivacySettingsMutation } from '../../../lib/account-api';

type Flag = Exclude<keyof PrivacySettings, 'accountType' | 'profileVisibility'>;

const DATA: [Flag, string, string][] = [
  [
    'allowDataCollection',
    'Allow Data Collection',
    'Use my learning activity to improve lessons and recommendations',
  ],
  ['emailNotifications', 'Email Notifications', 'Reminders and updates about my account'],
  ['marketingEmails', 'Marketing Emails', 'News, offers and new features'],
];
const SOCIAL: [Flag, string, string][] = [
  ['showProgressToFriends', 'Show Progress to Friends', 'Friends see my level, XP and streak'],
  ['allowFriendRequests', 'Allow Friend Requests', 'Other learners can send me requests'],
  ['showOnlineStatus', 'Show Online Status', 'Friends see when I am online'],
  ['shareActivityUpdates', 'Share Activity Updates', 'Friends see what I complete'],
];

const Section = styled(Card)`
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  .links {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin-bottom: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** The page; `DeleteAccount` is the deletion dialog, composed in by the route. */
export function PrivacySettingsView({
  DeleteAccount,
}: {
  DeleteAccount: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const { data: settings, isLoading, isError, refetch } = useGetPrivacySettingsQuery();
  const [save, { isLoading: saving }] = useUpdatePrivacySettingsMutation();
  const [open, setOpen] = useState<'withdraw' | 'delete' | null>(null);
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();

  const change = async (update: PrivacySettingsUpdate) => {
    const result = await save(update);
    if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.updateFailed });
    if ('data' in result) dispatch(toast({ title: ACCOUNT_TOASTS.settingsUpdated, variant: 'success' }));
  };
  const toggles = (rows: [Flag, string, string][], s: PrivacySettings) =>
    rows.map(([flag, label, hint]) => (
      <Toggle
        key={flag}
        label={label}
        hint={hint}
        checked={s[flag]}
        disabled={saving}
        onChange={(next) => void change({ [flag]: next })}
      />
    ));

  return (
    <AccountPage title="Privacy Settings" subtitle="Control your data and who sees what">
      {isLoading && <LoadingText text="Loading your privacy settings..." />}
      {isError && (
        <Card role="alert">
          <p>Your privacy settings could not be loaded.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Card>
      )}
      {settings && (
        <>
          <Section aria-labelledby="privacy-account">
            <h2 id="privacy-account">Account Type</h2>
            <Badge>{settings.accountType}</Badge>
          </Section>
          <Section aria-labelledby="privacy-data">
            <h2 id="privacy-data">Data & Emails</h2>
            {toggles(DATA, settings)}
          </Section>
          <Section aria-labelledby="privacy-social">
            <h2 id="privacy-social">Social Privacy</h2>
            <FieldBox>
              <label htmlFor="profile-visibility">Profile Visibility</label>
              <select
                id="profile-visibility"
                value={settings.profileVisibility}
                disabled={saving}
                onChange={(e) =>
                  void change({ profileVisibility: e.target.value as PrivacySettings['profileVisibility'] })
                }
              >
                <option value="public">Everyone</option>
                <option value="friends">Friends only</option>
                <option value="private">Only me</option>
              </select>
            </FieldBox>
            {toggles(SOCIAL, settings)}
          </Section>
          <Section aria-labelledby="privacy-controls">
            <h2 id="privacy-controls">Data Controls</h2>
            <div className="links">
              <Link to="/export-data">Export Data</Link>
              <Link to="/backup-progress">Backup Progress</Link>
              <Link to="/reset-progress">Reset Progress</Link>
            </div>
            <div className="actions">
              <Button $variant="secondary" onClick={() => setOpen('withdraw')}>
                Withdraw Data Consent
              </Button>
              <Button $variant="danger" onClick={() => setOpen('delete')}>
                Delete Account
              </Button>
            </div>
          </Section>
        </>
      )}
      <WithdrawConsentDialog
        open={open === 'withdraw'}
        onClose={() => setOpen(null)}
        successTitle={ACCOUNT_TOASTS.consentWithdrawn}
      />
      <DeleteAccount open={open === 'delete'} onClose={() => setOpen(null)} />
    </AccountPage>
  );
}
