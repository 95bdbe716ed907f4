// The small HTML pages of a newsletter mail's links (unsubscribe, confirm). Opening a link (GET)
// never acts: mail scanners open links too (RFC 8058), and a scanner must neither unsubscribe
// anyone nor confirm a signup its owner never saw, so the page offers one button that POSTs to
// the same URL; mail apps use List-Unsubscribe-Post for the same POST without the page.

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · From Fork to Flame</title></head>
<body style="font-family:Arial,sans-serif;background:#fff7ed;color:#1f2937;margin:0">
<main style="max-width:480px;margin:0 auto;padding:48px 24px"><h1 style="color:#c2410c;font-size:1.5rem">${title}</h1>${body}
<p><a href="/" style="color:#c2410c">Back to From Fork to Flame</a></p></main></body></html>`;

const button = (label: string) =>
  `<form method="post"><button type="submit" style="background:#c2410c;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;cursor:pointer">${label}</button></form>`;

/** Each link's one-button page and the page after its POST. */
export const LINK_PAGES = Object.freeze({
  unsubscribe: {
    ask: () =>
      page(
        'Unsubscribe from launch news?',
        `<p>You will get no more mails about this feature.</p>${button('Unsubscribe')}`,
      ),
    done: () => page("You're unsubscribed", '<p>We will not email you about this feature again.</p>'),
  },
  confirm: {
    ask: () =>
      page(
        'Get launch news?',
        `<p>We will email you once when this feature opens, and nothing else.</p>${button('Confirm')}`,
      ),
    done: () => page("You're on the list!", "<p>We'll email you once when this feature launches.</p>"),
  },
});

/** Shown for a forged or damaged link. */
export const invalidPage = () =>
  page('This link is not valid', '<p>Copy the whole link from the email and try again.</p>');

/** Messages of the JSON answers. */
export const LINK_MESSAGES = Object.freeze({
  unsubscribe: { done: 'You have been unsubscribed.', invalid: 'This unsubscribe link is not valid.' },
  confirm: { done: "You're on the list.", invalid: 'This confirmation link is not valid.' },
});
