// Contact points and links of the help area. The product's own support address and blog; change
// them here (one place) when they move.

/** Where learners write to; shown in the support template dialog. */
export const SUPPORT_EMAIL = 'support@fromforktoflame.com';
/** The cooking blog linked from Help & Support and the Recipe Collection. */
export const BLOG_URL = 'https://blog.fromforktoflame.com';

/** Paths the help area links to; the shell's route table owns them. */
export const HELP_PATHS = {
  more: '/more',
  learn: '/',
  recipes: '/recipes',
  friends: '/friends',
  roadmap: '/roadmap',
  help: '/help',
  feedback: '/help#feedback',
} as const;
