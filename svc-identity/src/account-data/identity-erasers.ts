import { OneTimeTokenModel } from '../auth/one-time-token-model';
import { forgetSignInFailures } from '../auth/sign-in-backoff';
import { AvatarModel } from '../avatars/model';
import { FeedbackModel } from '../feedback/model';
import { deleteSignupsOf } from '../newsletter/repository';
import { deleteRemindersOf } from '../notifications/job-repository';
import { removeSubscriptions } from '../notifications/subscription-repository';
import { deleteMailboxClaimsOf } from '../referral/mailbox-claims';
import { RoadmapVoteModel } from '../roadmap/model';
import { SessionModel } from '../sessions/model';
import { EmailChangeModel } from '../users/email-change-model';
import { clearPasswordFailures } from '../users/password-attempts';
import { AccountOperationModel } from './operation-model';

/** Who is being erased. */
export interface ErasedAccount {
  id: string;
  email: string;
}

/** Removes one kind of identity data about a user; must be safe to run twice. */
export interface IdentityEraser {
  /** The collection it clears (the completeness test reads it). */
  collection: string;
  erase(account: ErasedAccount): Promise<void>;
}

/**
 * Every svc-identity collection holding something about a user, erased on account deletion before
 * the account document itself (deleted last, so a crash mid-way leaves an account that can sign in
 * and delete again). A feature that stores user data in identity MUST add its eraser here; the
 * test "every identity collection is erased or listed" fails until it does.
 */
export const IDENTITY_ERASERS: IdentityEraser[] = [
  // Sessions are revoked first by the deletion itself; the documents (device names) go here.
  { collection: 'sessions', erase: async ({ id }) => void (await SessionModel.deleteMany({ userId: id })) },
  {
    collection: 'email_tokens',
    erase: async ({ id }) => void (await OneTimeTokenModel.deleteMany({ userId: id })),
  },
  {
    collection: 'email_changes',
    erase: async ({ id }) => void (await EmailChangeModel.deleteMany({ userId: id })),
  },
  { collection: 'password_attempts', erase: ({ id }) => clearPasswordFailures(id) },
  // Raw collections (no mongoose model): failed sign-ins keyed by the address, and the mailbox the
  // account claimed its referral bonus with (a new account at the address may earn it again).
  { collection: 'sign_in_failures', erase: ({ email }) => forgetSignInFailures(email) },
  { collection: 'referral_mailbox_claims', erase: ({ id }) => deleteMailboxClaimsOf(id) },
  { collection: 'avatars', erase: async ({ id }) => void (await AvatarModel.deleteOne({ _id: id })) },
  // Notify-me entries made signed in (userId) or with the account's address before signing in.
  {
    collection: 'newsletter_signups',
    erase: async ({ id, email }) => void (await deleteSignupsOf(id, email)),
  },
  { collection: 'feedback', erase: async ({ id }) => void (await FeedbackModel.deleteMany({ userId: id })) },
  // The learner's votes go, so the counts no longer include a person who left.
  {
    collection: 'roadmap_votes',
    erase: async ({ id }) => void (await RoadmapVoteModel.deleteMany({ userId: id })),
  },
  // Push devices (endpoints are personal data) and the reminders queued for them.
  { collection: 'push_subscriptions', erase: async ({ id }) => void (await removeSubscriptions(id)) },
  { collection: 'reminder_jobs', erase: ({ id }) => deleteRemindersOf(id) },
  {
    collection: 'account_operations',
    erase: async ({ id }) => void (await AccountOperationModel.deleteMany({ userId: id, kind: 'reset' })),
  },
];

/**
 * Identity collections with no eraser, and why: the account itself (deleted last by the deletion),
 * the outbox (it carries the erase calls themselves) and rate-limit windows (keyed by address or
 * IP, gone within the hour by their TTL).
 */
export const IDENTITY_COLLECTIONS_NOT_ERASED = Object.freeze(['users', 'outbox', 'rate_limits']);
