// Mails the newsletter causes. Each carries the one-click unsubscribe link twice: in the body, and
// as List-Unsubscribe + List-Unsubscribe-Post (RFC 8058) so mail apps offer their own button.
import { NEWSLETTER_CONFIRM_DAYS, NOTIFY_FEATURE_NAMES, type NotifyFeature } from '@fff/domain';
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

/** The link that confirms a signup (a one-button page; the POST behind it confirms). */
export const confirmLink = (publicUrl: string, token: string) =>
  buildLink(publicUrl, 'api/newsletter/confirm', token);

/**
 * The double opt-in mail, sent while a signup waits: the confirmation link (the mail's `link`),
 * and the unsubscribe link for someone who did not ask for it.
 */
export function signupConfirmationMail(
  to: string,
  feature: NotifyFeature,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const name = NOTIFY_FEATURE_NAMES[feature];
  const lines = [
    `Someone asked From Fork to Flame to email this address once when ${name} opens.`,
    `If it was you, confirm with the link below. Until you do, we will not email you about it, and after ${NEWSLETTER_CONFIRM_DAYS} days we forget the request.`,
  ];
  const footer = "Didn't ask for this? Ignore this mail, or unsubscribe with one click";
  return {
    to,
    kind: 'newsletter-confirm',
    link: links.confirm,
    headers: unsubscribeHeaders(links.unsubscribe),
    subject: `Confirm: news about ${name}`,
    text: `${lines.join('\n\n')}\n\nConfirm: ${links.confirm}\n\n${footer}: ${links.unsubscribe}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937"><div style="max-width:480px;margin:0 auto;padding:32px 24px">
<h1 style="font-size:22px;color:#c2410c">Confirm your signup</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirm</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}: <a href="${escapeHtml(links.unsubscribe)}">unsubscribe</a></p></div></body></html>`,
  };
}
