// Every validation message of the spec (part 1 §5, part 2 §5), verbatim. One place to change them.

/** Sign-in, sign-up and email messages (part 1 §5). */
export const AUTH_MESSAGES = Object.freeze({
  loginEmailInvalid: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 6 characters',
  // Not in the spec: a password field's upper bound (PASSWORD_MAX) needs its own words; the
  // too-short message for a 100,000-character password would be false.
  passwordTooLong: 'Password must be 1024 characters or fewer',
  registerEmailInvalid: 'Please enter a valid email address',
  disposableEmail: 'Please use a real email address. Temporary or disposable emails are not allowed.',
  placeholderEmail: 'Please provide a valid personal email address.',
  usernameTooShort: 'Username must be at least 3 characters',
  // The spec's "less than 20" contradicts its own limit of 3 to 20; the limit wins, so 20 is allowed.
  usernameTooLong: 'Username must be 20 characters or fewer',
  /** The hint under the sign-up username field: the limits as the spec's numbers. */
  usernameHint: '3 to 20 characters: letters, numbers and underscores',
  consentRequired: 'You must accept the data processing terms to continue',
  forgotEmailInvalid: 'Please enter a valid email',
  emailAlreadyRegistered: 'This email is already registered',
  verifyEmailStored:
    'Please verify your email before accessing the app. Check your inbox for the verification link.',
  newsletterInvalidTitle: 'Invalid email',
  newsletterInvalidBody: 'Please enter a valid email address.',
  noVerificationToken: 'No verification token provided',
});

/** Live email hint texts on sign-up, in the spec's order of concerns (part 1 §5). */
export const EMAIL_HINT_MESSAGES = Object.freeze({
  format: 'Please enter a valid email format',
  offensive: 'Please use an appropriate email address',
  placeholder: 'Please provide a valid personal email address',
  disposable: 'Disposable email addresses are not allowed',
  suggestionButton: 'Use suggested email',
  tooShort: 'Email address seems too short',
  tooLong: 'Email address is too long',
  badSequence: 'Invalid character sequence in email',
  badEdges: 'Email cannot start or end with special characters',
  ok: 'Email format looks good!',
});

/** 'Did you mean …?' warning for a suggested address. */
export function didYouMean(suggestion: string): string {
  return `Did you mean ${suggestion}?`;
}

/** Username moderation messages (part 1 §5). */
export const USERNAME_MESSAGES = Object.freeze({
  length: 'Username must be 3-20 characters long',
  inappropriate: 'Username contains inappropriate language',
  spam: 'Username contains spam patterns',
  charset: 'Username can only contain letters, numbers, and underscores',
});

/** Spam detection messages (part 1 §5). */
export const SPAM_MESSAGES = Object.freeze({
  tooLong: 'Message too long',
  pattern: 'Spam pattern detected',
  emojis: 'Excessive emojis',
  urls: 'Multiple URLs detected',
});

/** Message moderation reasons (part 1 §5). */
export const MODERATION_REASONS = Object.freeze({
  shortSevere: 'Inappropriate content detected',
  mild: 'Mild profanity detected',
  strong: 'Strong profanity detected',
  severe: 'Hate speech or harassment detected',
});

/** Social, account and data messages (part 2 §5). */
export const ACCOUNT_MESSAGES = Object.freeze({
  searchTooShort: 'Type at least 2 characters to search',
  chatFilteredOut: 'Message was filtered out',
  crewNameRequired: 'Crew name required',
  crewSize: 'Kitchen Crews must have 2-4 members (including yourself).',
  usernameRequired: 'Please enter a username',
  emailRequired: 'Please enter an email address',
  pictureNotImage: 'Please select an image file',
  pictureTooLarge: 'Please select an image smaller than 5MB',
  currentPasswordRequired: 'Please enter your current password',
  passwordMismatch: 'New password and confirmation must match',
  passwordRequirements: 'Please ensure your new password meets all requirements.',
  resetNothingSelected: 'Please select at least one item to reset',
  exportNothingSelected: 'Please select at least one data type to export',
  voteLoginRequired: 'Login required: Please log in to vote on roadmap items',
});
