// Referral invitations (spec part 2 §3, §9): the invite link that opens Sign Up with the code
// filled in, the message shared with it, and the WhatsApp share link of the More card.
import { REFERRAL_BONUS } from '../learning/rewards';

/**
 * Lessons a referred learner completes before either bonus is paid (issue 37): three throwaway
 * sign-ups minted 750 Spice Stones each for both sides; a learner who cooked three lessons is a
 * learner. Decision: three, the first module's opening lessons (about a quarter of an hour).
 */
export const REFERRAL_LESSONS_REQUIRED = 3;
/** Referral bonuses one referrer earns per calendar month (UTC); referees are still paid past it. */
export const REFERRAL_MONTHLY_CAP = 5;

/** Query parameter of /auth that pre-fills the sign-up form's referral code. */
export const REFERRAL_CODE_PARAM = 'ref';

/** The absolute invite link for a code: /auth?ref=CODE on the web app's origin. */
export function referralInviteUrl(origin: string, code: string): string {
  const url = new URL('/auth', origin);
  url.searchParams.set(REFERRAL_CODE_PARAM, code);
  return url.toString();
}

/** The invitation text shared with the link (the link itself travels separately). */
export function referralShareMessage(code: string): string {
  return (
    `Come and learn to cook with me on From Fork to Flame! Sign up with my referral code ${code} ` +
    `and we both get ${REFERRAL_BONUS} Spice Stones once you have completed ${REFERRAL_LESSONS_REQUIRED} lessons.`
  );
}

/** The WhatsApp share link carrying the message and the invite link. */
export function whatsAppShareUrl(message: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`;
}
