import type { MailMessage } from './mailer';

/** Text made safe to put in a mail's HTML body or attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Links always start from the configured PUBLIC_URL, never from the request's Host header. */
export function buildLink(publicUrl: string, route: string, token: string): string {
  const url = new URL(route, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

function layout(heading: string, lines: string[], button: string, link: string, footer: string): string {
  const body = lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<h1 style="font-size:22px;color:#c2410c">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p></div></body></html>`;
}

interface Wording {
  kind: string;
  subject: string;
  heading: string;
  intro: string;
  /** Button label; the plain-text part uses `textCta` before the link. */
  button: string;
  textCta: string;
  footer: string;
}

// One shape for every account email: greeting, one line, a button to `link`, a footer.
function accountEmail(to: string, username: string, link: string, w: Wording): MailMessage {
  const lines = [`Hi ${username},`, w.intro];
  return {
    to,
    kind: w.kind,
    link,
    subject: w.subject,
    text: `${lines.join('\n\n')}\n\n${w.textCta}: ${link}\n\n${w.footer}\n`,
    html: layout(w.heading, lines, w.button, link, w.footer),
  };
}

/** "Verify your email" message. */
export function verificationEmail(to: string, username: string, link: string): MailMessage {
  return accountEmail(to, username, link, {
    kind: 'verify-email',
    subject: 'Verify your email for From Fork to Flame',
    heading: 'Verify your email',
    intro: 'Welcome to From Fork to Flame! Please confirm your email address to start cooking.',
    button: 'Verify my email',
    textCta: 'Verify your email',
    footer: 'This link works for 24 hours. If you did not sign up, you can ignore this email.',
  });
}

/** "Reset your password" message. */
export function resetPasswordEmail(to: string, username: string, link: string): MailMessage {
  return accountEmail(to, username, link, {
    kind: 'reset-password',
    subject: 'Reset your From Fork to Flame password',
    heading: 'Reset your password',
    intro: 'Someone (hopefully you) asked to reset your From Fork to Flame password.',
    button: 'Choose a new password',
    textCta: 'Choose a new password',
    footer:
      'This link works for 30 minutes and only once. If you did not ask for it, you can ignore this email: your password stays the same.',
  });
}
