// Mails the newsletter causes. Each carries the one-click unsubscribe link twice: in the body, and
// as List-Unsubscribe + List-Unsubscribe-Post (RFC 8058) so mail apps offer their own button.
import { NOTIFY_FEATURE_NAMES, type NotifyFeature } from '@fff/domain';
import { buildLink, escapeHtml } from '../email/templates';
import type { MailMessage } from '../email/mailer';

/** The unsubscribe URL for a token (always from PUBLIC_URL, never the Host header). */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  buildLink(publicUrl, 'api/newsletter/unsubscribe', token);

/** Headers every newsletter mail carries. */
export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** "You're on the list" confirmation sent once per new signup. */
export function signupConfirmationMail(to: string, feature: NotifyFeature, link: string): MailMessage {
  const name = NOTIFY_FEATURE_NAMES[feature];
  const lines = [
    `You're on the list! We'll email you once when ${name} opens in From Fork to Flame.`,
    'That is all we will send about it.',
  ];
  const footer = "Didn't ask for this, or changed your mind? Unsubscribe with one click";
  return {
    to,
    kind: 'newsletter-signup',
    link,
    headers: unsubscribeHeaders(link),
    subject: `You're on the list for ${name}`,
    text: `${lines.join('\n\n')}\n\n${footer}: ${link}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937"><div style="max-width:480px;margin:0 auto;padding:32px 24px">
<h1 style="font-size:22px;color:#c2410c">You're on the list!</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}: <a href="${escapeHtml(link)}">unsubscribe</a></p></div></body></html>`,
  };
}
