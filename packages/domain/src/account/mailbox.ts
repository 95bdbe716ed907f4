// One mailbox can hide behind many addresses: case, `+tags` and, at Gmail, dots. Rewards that
// must be granted once per person (the referral bonus) are keyed on this normal form.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: lowercase, `+tag` removed, and for Gmail dots removed and
 * googlemail.com read as gmail.com. `Chef.Anna+ref1@GoogleMail.com` → `chefanna@gmail.com`.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split('+')[0] || local;
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
