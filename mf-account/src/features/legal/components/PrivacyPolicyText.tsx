// Privacy Policy (dated 2025-07-03; no one under 13). What it says must stay true to the code:
// what the services store, why, for how long, and the export and deletion the account area offers.
import { DELETE_ACCOUNT_PHRASE, MINIMUM_AGE } from '@fff/domain/account';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    lines: [
      'Account: your email address, username, password (stored only as a one-way hash, never readable), and if you add them your name, bio and profile picture; the invite code you signed up with.',
      'Learning: lessons completed and quiz results, XP, levels, hearts, streak days (with your time zone, so a day is your day), Spice Stones and coins, and your recent activity.',
      'Social: your friends, friend requests and their messages, chat messages, people you block and reports you send.',
      'Help area: feedback you send (with your username, the time and the app version), your roadmap votes, and the address you give a notify-me card.',
      'Sign-in: one record per signed-in device with its browser name and last use; we keep only a hash of its sign-in token.',
      'On your device only: your theme choice, a cached copy of your profile, and any progress backup you make. We never see these.',
    ],
  },
  {
    title: 'Why we use it',
    lines: [
      'To run your account, save your progress, and power friends, chat, leagues and the roadmap.',
      'To send the emails you need (verification, password reset, security notices) and only those you ask for (notify-me and marketing, which is off unless you turn it on).',
      'To keep the service safe: limiting repeated attempts and reading reports. We do not sell your data or show ads.',
    ],
  },
  {
    title: 'How long we keep it',
    lines: [
      'Your account, learning, social and help-area data: until you delete your account.',
      'Sign-in records: removed 30 days after the device last renewed its sign-in; signing out ends the session at once.',
      'Verification links: 24 hours. Password reset links: 30 minutes.',
      'Notify-me addresses: until you unsubscribe (every such email has a one-click link) or delete your account.',
      'Counters that limit repeated requests: one hour, and they hold no readable address.',
      'Server logs (time, address and browser of each request, never passwords or tokens): at most 30 days, to run and secure the service.',
    ],
  },
  {
    title: 'Your data, your choice',
    lines: [
      'Settings › Privacy Settings lets you switch data collection, email notifications and marketing on or off, or withdraw consent in one step.',
      'Export Data downloads what we hold about you as a JSON file.',
      `Delete Account (type ${DELETE_ACCOUNT_PHRASE} to confirm) signs you out everywhere and erases your data from every part of the app: accounts, learning and social. If one part is briefly unavailable, the deletion is retried until it is done.`,
    ],
  },
  {
    title: 'Children',
    lines: [
      `From Fork to Flame is not for children under ${MINIMUM_AGE}. We do not knowingly collect data from anyone under ${MINIMUM_AGE}; if we learn we have, we delete it.`,
    ],
  },
  { title: 'Contact', lines: ['Questions? Use Help & Support in the app.'] },
];

/** The privacy policy body. */
export function PrivacyPolicyText() {
  return <LegalDocument sections={SECTIONS} />;
}
