// Product facts shown on account screens (spec part 2 §9).

/** Date of the current Privacy Policy and Terms & Conditions. */
export const LEGAL_DATE = '2025-07-03';

/** Paths this remote links to; the shell's route table owns them. */
export const paths = {
  roadmap: '/roadmap',
  shop: '/shop',
  settings: '/settings',
  recipes: '/recipes',
  help: '/help',
} as const;
