import type { NewsletterSignupBody, NewsletterSignupResponse } from '@fff/contracts';
import { NEWSLETTER_CONFIRM_DAYS, NOTIFY_TEXT } from '@fff/domain';
import type { IdentityContext } from '../deps';
import { sendInBackground } from '../email/mailer';
import { confirmLink, signupConfirmationMail, unsubscribeLink } from './mail';
import { confirmSignup, deleteSignup, upsertSignup } from './repository';
import { readSignupToken, signSignupToken } from './unsubscribe-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Double opt-in: store the signup unconfirmed and mail its owner a confirmation link (and the
 * unsubscribe link); only an opened link puts the address on the list. A repeat while it waits
 * sends the link again (the per-address limit bounds that); an address already on the list gets
 * nothing. The answer is the same in every case and the mail goes out in the background, so no
 * caller learns whether an address is signed up.
 */
export async function signUp(
  ctx: IdentityContext,
  body: NewsletterSignupBody,
  userId: string | null,
): Promise<NewsletterSignupResponse> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS);
  const signup = await upsertSignup({ ...body, userId, createdAt: now }, expiresAt);
  if (!signup.confirmed) {
    const base = ctx.config.PUBLIC_URL;
    const links = {
      confirm: confirmLink(base, signSignupToken(ctx.keys, signup.id, 'confirm')),
      unsubscribe: unsubscribeLink(base, signSignupToken(ctx.keys, signup.id, 'unsubscribe')),
    };
    sendInBackground(ctx.mailer, ctx.logger, signupConfirmationMail(body.email, body.feature, links));
  }
  return { success: true, message: NOTIFY_TEXT.checkInboxBody };
}

/** Outcome of a mailed link: a bad token, or done (also when it already was). */
export type LinkOutcome = 'invalid' | 'done';

/** Put the signup named by a confirmation token on the list; repeating it is harmless. */
export async function confirm(ctx: IdentityContext, token: string): Promise<LinkOutcome> {
  const id = readSignupToken(ctx.keys, token, 'confirm');
  return id && (await confirmSignup(id, ctx.now())) ? 'done' : 'invalid';
}

/** Remove the signup named by an unsubscribe token; repeating it is harmless. */
export async function unsubscribe(ctx: IdentityContext, token: string): Promise<LinkOutcome> {
  const id = readSignupToken(ctx.keys, token, 'unsubscribe');
  if (!id) return 'invalid';
  await deleteSignup(id);
  return 'done';
}
