import type { NewsletterSignupBody, NewsletterSignupResponse } from '@fff/contracts';
import { NOTIFY_TEXT } from '@fff/domain';
import type { IdentityContext } from '../context';
import { sendInBackground } from '../email/mailer';
import { signupConfirmationMail, unsubscribeLink } from './mail';
import { deleteSignup, deleteSignupsOf, insertSignup } from './repository';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

/**
 * Put the address on the feature's list once. A repeat answers alreadySignedUp and sends nothing;
 * a new signup gets one confirmation mail carrying its unsubscribe link.
 */
export async function signUp(
  ctx: IdentityContext,
  body: NewsletterSignupBody,
  userId: string | null,
): Promise<NewsletterSignupResponse> {
  const { created, signup } = await insertSignup({ ...body, userId, createdAt: ctx.now() });
  if (!created) return { success: true, alreadySignedUp: true, message: NOTIFY_TEXT.alreadyBody };
  const link = unsubscribeLink(ctx.config.PUBLIC_URL, signUnsubscribeToken(ctx.keys, signup.id));
  sendInBackground(ctx.mailer, ctx.logger, signupConfirmationMail(body.email, body.feature, link));
  return { success: true, alreadySignedUp: false, message: NOTIFY_TEXT.successBody };
}

/** Outcome of an unsubscribe link: a bad token, or done (also when it was already removed). */
export type UnsubscribeOutcome = 'invalid' | 'removed' | 'already-removed';

/** Remove the signup named by a signed token; repeating it is harmless. */
export async function unsubscribe(ctx: IdentityContext, token: string): Promise<UnsubscribeOutcome> {
  const id = readUnsubscribeToken(ctx.keys, token);
  if (!id) return 'invalid';
  return (await deleteSignup(id)) ? 'removed' : 'already-removed';
}

/** Account deletion: every signup of the account or its address. */
export async function eraseNewsletterSignups(userId: string, email: string): Promise<void> {
  await deleteSignupsOf(userId, email);
}
