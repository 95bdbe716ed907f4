// Privacy Policy text (dated 2025-07-03; children under 13 may not use the service).
import { LEGAL_DATE } from '../../../config/app';

/** The privacy policy body. */
export function PrivacyPolicyText() {
  return (
    <div>
      <p><em>Last updated {LEGAL_DATE}</em></p>
      <h3>What we collect</h3>
      <p>Your email address, username and password (stored only as a secure hash), your learning progress (XP, levels, hearts, streaks, Spice Stones), friends and messages you send, and an optional profile picture.</p>
      <h3>Why we use it</h3>
      <p>To run your account, save your progress, power friends, chat and leagues, and send the emails you ask for. We do not sell your data. Marketing emails are off unless you turn them on.</p>
      <h3>Your choices</h3>
      <p>In Settings you can change privacy options, export your data, withdraw consent to data collection, or delete your account. Deleting your account removes your personal data from our services.</p>
      <h3>Children</h3>
      <p>From Fork to Flame is not for children under 13. We do not knowingly collect data from anyone under 13; if we learn we have, we delete it.</p>
      <h3>Contact</h3>
      <p>Questions? Use Help &amp; Support in the app.</p>
    </div>
  );
}
