// Sign-up limits (issue 37). A class of 30 behind one school address must all be able to join in
// the first lesson, so the per-network limit is sized for a classroom with room for typos; what
// stops account farming and mail floods is the per-mailbox limit, which no change of network
// address or `+tag` gets around (the mailbox normal form, mailbox.ts).
export const SIGNUP_LIMITS = Object.freeze({
  /** Sign-ups (plain and referral) from one network address per hour. */
  perIpPerHour: 60,
  /** Accounts created for one mailbox (any alias of it) per hour, over every network address. */
  perMailboxPerHour: 3,
});
