// Help & Support FAQ (spec part 2 §2, §9). Every number in an answer comes from the rule it
// describes, so the help can never drift from the game. Edit the wording here; the screen only renders it.
import { MAX_HEARTS, HEART_REGEN_MS } from '../learning/hearts';
import { MAX_LEVEL } from '../learning/leveling';
import { XP_KINDS_EXPLAINED } from '../learning/level-xp';
import { MAX_STREAK_FREEZES } from '../learning/streak-freeze';
import { COINS_HELP, COINS_SHOP_NOTE, LEVELING_EXPLAINED } from './help-texts';
import {
  HIGH_SCORE_THRESHOLD,
  LESSON_XP_HIGH,
  LESSON_XP_LOW,
  SPICE_STONES_PER_LEVEL_UP,
  XP_PER_SPICE_STONE,
  REFERRAL_BONUS,
} from '../learning/rewards';
import { LEAGUES } from '../social/leagues';
import { REFERRAL_LESSONS_REQUIRED } from '../social/referral';
import { LESSON_PASS_PERCENT, PASS_MARK_EXPLAINED } from '../learning/lesson-outcome';
import { FRIEND_REQUEST_MESSAGE_MAX, SEND_STONES, USER_SEARCH_MIN } from '../social/social';
import { MINIMUM_AGE, DELETE_ACCOUNT_PHRASE } from '../account/account';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One accordion section. */
export interface FaqCategory {
  id: 'getting-started' | 'game-mechanics' | 'friends-social' | 'technical-support';
  title: string;
  icon: string;
  items: readonly FaqItem[];
}

const HOURS_PER_HEART = HEART_REGEN_MS / 3_600_000;
const TOP_LEAGUE = LEAGUES[LEAGUES.length - 1];

/** The four categories in the spec's order; the first opens by default. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = Object.freeze([
  {
    id: 'getting-started',
    title: 'Getting Started',
    icon: '🚀',
    items: [
      {
        question: 'How do I start my first lesson?',
        answer:
          'Open the Learn tab, pick the first level, then a track and a module. The first lesson of every module is open; tap it and follow the chef through the steps and the quiz.',
      },
      {
        question: 'Why are some lessons and modules locked?',
        answer:
          'Lessons open in order: each one unlocks when you complete the one before it. A module opens when the previous module is fully completed, and a level when every module of the level before it is done.',
      },
      {
        question: 'Who can use From Fork to Flame?',
        answer: `Anyone aged ${MINIMUM_AGE} or older with a verified email address. Your account is free.`,
      },
      {
        question: 'I did not get the verification email. What now?',
        answer:
          'Check your spam folder first. On the sign-in screen, signing in with an unverified address offers Resend Email; the new link replaces the old one.',
      },
    ],
  },
  {
    id: 'game-mechanics',
    title: 'Game Mechanics',
    icon: '🎮',
    items: [
      {
        question: 'How do hearts work?',
        answer: `You have at most ${MAX_HEARTS} hearts and lose 1 for each wrong quiz answer. 1 heart comes back every ${HOURS_PER_HEART} hour until you are full again. With no hearts left you cannot answer quiz questions until one has regenerated.`,
      },
      {
        question: 'How much XP does a lesson give?',
        answer: `Completing a lesson earns ${LESSON_XP_HIGH} XP when you score ${HIGH_SCORE_THRESHOLD}% or more on its quiz, and ${LESSON_XP_LOW} XP from ${LESSON_PASS_PERCENT}%. ${XP_KINDS_EXPLAINED} ${PASS_MARK_EXPLAINED}`,
      },
      {
        question: 'How do levels work?',
        answer: `${LEVELING_EXPLAINED} At level ${MAX_LEVEL} you can prestige and earn a chef title.`,
      },
      {
        question: 'How do streaks work?',
        answer: `Complete at least one lesson a day to keep your streak growing. The streak resets after a missed day, so a day without a lesson starts it again from 1 with your next lesson, unless a Streak Freeze from the Shop covers that day: it is used automatically, and you can hold up to ${MAX_STREAK_FREEZES}.`,
      },
      {
        question: 'What are Spice Stones?',
        answer: `Spice Stones (also called Flavour Stones) are the kitchen's currency. You earn 1 for every ${XP_PER_SPICE_STONE} XP and ${SPICE_STONES_PER_LEVEL_UP} for each level up, and you can send some to friends.`,
      },
      {
        question: 'What are coins?',
        answer: `${COINS_HELP} ${COINS_SHOP_NOTE}`,
      },
      {
        question: 'How do leagues work?',
        answer: `Your league follows your total XP, from ${LEAGUES[0].name} at ${LEAGUES[0].minXP} XP up to ${TOP_LEAGUE.name} at ${TOP_LEAGUE.minXP} XP. Each week has a theme that changes on Sunday at midnight.`,
      },
    ],
  },
  {
    id: 'friends-social',
    title: 'Friends & Social',
    icon: '👥',
    items: [
      {
        question: 'How do I add friends?',
        answer: `On the Friends tab, open Find and type at least ${USER_SEARCH_MIN} characters of a username, then send a request with an optional message of up to ${FRIEND_REQUEST_MESSAGE_MAX} characters. They appear in your list once they accept.`,
      },
      {
        question: 'Can I send Spice Stones to a friend?',
        answer: `Yes: press Send on a friend's card and choose ${SEND_STONES.min} to ${SEND_STONES.max} Spice Stones. They leave your balance and arrive in theirs.`,
      },
      {
        question: 'How do invites work?',
        answer: `Share your code from the More tab. When a friend signs up with it and has completed ${REFERRAL_LESSONS_REQUIRED} lessons, you both get ${REFERRAL_BONUS} Spice Stones.`,
      },
      {
        question: 'Someone is bothering me. What can I do?',
        answer:
          'Open the menu on their card and choose Block User: they can no longer message you or send requests, and their content is hidden. Report User sends their behaviour to us with your reason.',
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    icon: '🛠️',
    items: [
      {
        question: 'A screen will not load. What should I try?',
        answer:
          'Press Try again on the message, or reload the page. Your progress is saved on our servers after every lesson, so nothing is lost. If it keeps happening, report the issue below.',
      },
      {
        question: 'I forgot my password.',
        answer:
          'On the sign-in screen choose Forgot Password? and enter your email. The reset link works for 30 minutes and only once.',
      },
      {
        question: 'How do I get a copy of my data or delete my account?',
        answer: `In Settings, open Privacy Settings: Export Data downloads everything we hold about you as a JSON file, and Delete Account (type ${DELETE_ACCOUNT_PHRASE} to confirm) removes your account and your data from every part of the app.`,
      },
      {
        question: 'How do I report a bug?',
        answer:
          'Use Report Issue at the top of this page, or the feedback form at the bottom. Tell us what you did and what you saw.',
      },
    ],
  },
]);
