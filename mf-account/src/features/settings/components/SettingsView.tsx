// Settings screen (spec part 2 §2): Appearance, Privacy & Data (with the Withdraw Data Consent
// dialog), Account, Danger Zone. The deletion dialog comes from the route, which composes features.
import { useState, type ComponentType } from 'react';
import { useTheme } from 'styled-components';
import { useSignOut } from '@fff/platform';
import { ACCOUNT_TOASTS } from '@fff/domain/account';
import {
  AccountIcon,
  AppearanceIcon,
  DeleteIcon,
  EditIcon,
  PasswordIcon,
  PrivacyIcon,
  ShieldIcon,
  SignOutIcon,
  WarningIcon,
  WithdrawIcon,
} from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { WithdrawConsentDialog } from '../../../components/WithdrawConsentDialog';
import { SETTINGS_PATHS } from '../settings-links';
import { MenuRowButton, MenuRowLink, MenuRows } from '../../../components/MenuRows';
import { SettingsSection } from './SettingsSection';
import { StreakTimeZoneRow } from './StreakTimeZoneRow';
import { ThemePicker } from './ThemePicker';

/** A dialog the screen opens (the deletion flow). */
export type SettingsDialog = ComponentType<{ open: boolean; onClose: () => void }>;

/** The whole Settings screen; `DeleteAccount` is the deletion dialog of the Danger Zone. */
export function SettingsView({ DeleteAccount }: { DeleteAccount: SettingsDialog }) {
  const theme = useTheme();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const [open, setOpen] = useState<'withdraw' | 'delete' | null>(null);
  const close = () => setOpen(null);

  const onSignOut = () => {
    setSigningOut(true);
    // useSignOut clears the session and navigates to /auth whatever the server answers.
    void signOut();
  };

  return (
    <AccountPage
      title="Settings"
      subtitle="Theme, privacy and your account"
      back={{ to: SETTINGS_PATHS.more, label: 'Back to More' }}
    >
      <SettingsSection title="Appearance" icon={AppearanceIcon}>
        <ThemePicker />
      </SettingsSection>
      <SettingsSection title="Privacy & Data" icon={PrivacyIcon}>
        <MenuRows>
          <MenuRowLink
            to={SETTINGS_PATHS.privacySettings}
            icon={ShieldIcon}
            label="Privacy Settings"
            hint="Data collection, emails and your data"
          />
          <MenuRowButton
            onClick={() => setOpen('withdraw')}
            icon={WithdrawIcon}
            label="Withdraw Data Consent"
            hint="Turn off data collection and all emails at once"
          />
        </MenuRows>
      </SettingsSection>
      <SettingsSection title="Account" icon={AccountIcon}>
        <MenuRows>
          <MenuRowLink
            to={SETTINGS_PATHS.editProfile}
            icon={EditIcon}
            label="Edit Profile"
            hint="Name, username, email and bio"
          />
          <MenuRowLink
            to={SETTINGS_PATHS.changePassword}
            icon={PasswordIcon}
            label="Change Password"
            hint="Update your password"
          />
          <StreakTimeZoneRow />
          <MenuRowButton
            onClick={onSignOut}
            busy={signingOut}
            icon={SignOutIcon}
            label="Sign Out"
            hint="Sign out on this device"
          />
        </MenuRows>
      </SettingsSection>
      <SettingsSection title="Danger Zone" icon={WarningIcon} accent={theme.colors.danger}>
        <MenuRows>
          <MenuRowButton
            onClick={() => setOpen('delete')}
            icon={DeleteIcon}
            label="Delete Account"
            hint="Permanently remove your account and all your data"
            danger
          />
        </MenuRows>
      </SettingsSection>
      <WithdrawConsentDialog
        open={open === 'withdraw'}
        onClose={close}
        successTitle={ACCOUNT_TOASTS.consentWithdrawnSuccessfully}
      />
      <DeleteAccount open={open === 'delete'} onClose={close} />
    </AccountPage>
  );
}
