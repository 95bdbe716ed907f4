// Terms & Conditions (dated 2025-07-03; users must be 13 or older).
import { MINIMUM_AGE } from '@fff/domain/account';
import { LegalDocument } from './LegalDocument';

const SECTIONS: { title: string; text: string }[] = [
  {
    title: 'Who can use it',
    text: `You must be at least ${MINIMUM_AGE} years old and verify your email address to use an account. Keep your password private; you are responsible for activity on your account.`,
  },
  {
    title: 'Cooking safely',
    text: 'Lessons are for learning. Use your own judgement in the kitchen, take care with heat and knives, and check ingredients for allergies.',
  },
  {
    title: 'Being a good kitchen mate',
    text: 'Be kind in chat, friend requests and feedback. No harassment, spam or offensive content: messages are checked automatically, and we may remove content and suspend accounts that break these rules.',
  },
  {
    title: 'Virtual items',
    text: 'XP, hearts, Spice Stones and coins have no cash value and cannot be exchanged for money. Spice Stones you send to a friend cannot be taken back.',
  },
  {
    title: 'Feedback and the roadmap',
    text: 'Feedback and roadmap votes help us decide what to build; they do not promise that a feature will be built or when. Ideas you send may be used to improve the app.',
  },
  {
    title: 'Your data',
    text: 'The Privacy Policy explains what we store and for how long. You can export your data or delete your account at any time in Settings › Privacy Settings.',
  },
  {
    title: 'Changes',
    text: 'We may update these terms; we will show the new date here. The service is provided as is, without warranties.',
  },
];

/** The terms body. */
export function TermsText() {
  return <LegalDocument sections={SECTIONS.map(({ title, text }) => ({ title, lines: [text] }))} />;
}
