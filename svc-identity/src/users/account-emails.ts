import { escapeHtml } from '../email/templates';
import type { MailMessage } from '../email/mailer';

// Plain security notices of the account pages: a greeting, lines, one link, nothing else.
function notice(
  to: string,
  kind: string,
  subject: string,
  username: string,
  lines: string[],
  link: string,
): MailMessage {
  const all = [`Hi ${username},`, ...lines];
  return {
    to,
    kind,
    link,
    subject,
    text: `${all.join('\n\n')}\n\n${link}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:480px;margin:0 auto;padding:24px">${all
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`,
  };
}

/** To the new address: open the link to make it the sign-in email. */
export const confirmNewEmail = (to: string, username: string, link: string) =>
  notice(
    to,
    'confirm-email-change',
    'Confirm your new email for From Fork to Flame',
    username,
    [
      'You asked to use this address for your From Fork to Flame account.',
      'Open the link below while signed in to confirm it. Until then you keep signing in with your current email. The link works for 24 hours.',
    ],
    link,
  );

/** To the old address: someone asked to move the account to another address. */
export const emailChangeRequested = (to: string, username: string, newEmail: string, link: string) =>
  notice(
    to,
    'email-change-requested',
    'Your From Fork to Flame email is being changed',
    username,
    [
      `Someone signed in to your account asked to change its email to ${newEmail}. It changes only once that address is confirmed.`,
      'If this was not you, change your password now:',
    ],
    link,
  );

/** To the old address once the change is done. */
export const emailChanged = (to: string, username: string, newEmail: string, link: string) =>
  notice(
    to,
    'email-changed',
    'Your From Fork to Flame email was changed',
    username,
    [
      `Your account now signs in with ${newEmail}; this address is no longer used.`,
      'If this was not you, reset your password from the sign-in screen and contact support:',
    ],
    link,
  );

/** After a password change. */
export const passwordChanged = (to: string, username: string, link: string) =>
  notice(
    to,
    'password-changed',
    'Your From Fork to Flame password was changed',
    username,
    [
      'The password of your account was just changed, and every other device was signed out.',
      'If this was not you, reset your password from the sign-in screen right away:',
    ],
    link,
  );
