import { RESET_LINK_INVALID } from '@fff/contracts';
import { REFERRAL_BONUS, REFERRAL_LESSONS_REQUIRED } from '@fff/domain';
import { AppError, badRequest } from '@fff/service-kit';

/** Fixed answers of the account calls (texts a user reads). */
export const AUTH_TEXT = Object.freeze({
  registered: 'Account created! Check your email for a link to verify your account before signing in.',
  registeredWithReferral: `Account created! Check your email for a link to verify your account. Your ${REFERRAL_BONUS} Spice Stones referral bonus arrives once you have completed ${REFERRAL_LESSONS_REQUIRED} lessons.`,
  invalidCredentials: 'Invalid email or password.',
  notVerified: 'Please verify your email before signing in. Check your inbox for the verification link.',
  verified: 'Your email has been verified. You can now sign in.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  resendSent:
    'If an account with this email still needs verification, we have sent a new link. Please check your inbox.',
  forgotSent:
    'If an account with this email exists, we have sent a link to reset your password. Please check your inbox.',
  resetInvalid: RESET_LINK_INVALID,
  resetDone: 'Your password has been changed. You can now sign in.',
  resetLinkWorks: 'Choose your new password.',
  invalidReferral: 'Invalid referral code',
  loggedOut: 'You have been signed out.',
  passwordChanged: 'Your password has been updated.',
  currentPasswordWrong: 'Your current password is incorrect.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
});

/** 400 validation error with the spec's message of the first failing field. */
export function firstFieldError(errors: Partial<Record<string, string>>): AppError | null {
  const message = Object.values(errors).find(Boolean);
  return message ? badRequest(message, 'validation') : null;
}
