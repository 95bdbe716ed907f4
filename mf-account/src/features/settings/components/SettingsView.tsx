// Settings screen (spec part 2 §2): Appearance, Privacy & Data, Account, Danger Zone.
// Withdraw Data Consent is left out until POST /api/user/withdraw-consent exists (see README).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useSignOut } from '@fff/platform';
import { PageHeader } from '@fff/ui';
import { SETTINGS_PATHS } from '../settings-links';
import { RowButton, RowLink, Rows, SettingsSection } from './SettingsSection';
import { ThemePicker } from './ThemePicker';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-size: 1.4rem;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
`;

/** The whole Settings screen. */
export function SettingsView() {
  const theme = useTheme();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = () => {
    setSigningOut(true);
    // useSignOut clears the session and navigates to /auth whatever the server answers.
    void signOut();
  };

  return (
    <Stack>
      <PageHeader
        title="Settings"
        subtitle="Theme, privacy and your account"
        back={<Back to={SETTINGS_PATHS.more} aria-label="Back to More">←</Back>}
      />
      <SettingsSection title="Appearance" icon="🎨">
        <ThemePicker />
      </SettingsSection>
      <SettingsSection title="Privacy & Data" icon="🔒">
        <Rows>
          <RowLink to={SETTINGS_PATHS.privacySettings} icon="🛡️" label="Privacy Settings" hint="Data collection, emails and your data" />
        </Rows>
      </SettingsSection>
      <SettingsSection title="Account" icon="👤">
        <Rows>
          <RowLink to={SETTINGS_PATHS.editProfile} icon="✏️" label="Edit Profile" hint="Name, username, email and bio" />
          <RowLink to={SETTINGS_PATHS.changePassword} icon="🔑" label="Change Password" hint="Update your password" />
          <RowButton onClick={onSignOut} busy={signingOut} icon="🚪" label="Sign Out" hint="Sign out on this device" />
        </Rows>
      </SettingsSection>
      <SettingsSection title="Danger Zone" icon="⚠️" accent={theme.colors.danger}>
        <Rows>
          <RowLink
            to={SETTINGS_PATHS.privacySettings}
            icon="🗑️"
            label="Delete Account"
            hint="Permanently remove your account and data; you confirm it on Privacy Settings"
            danger
          />
        </Rows>
      </SettingsSection>
    </Stack>
  );
}
