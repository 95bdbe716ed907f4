import { userDataRegistry } from '@fff/service-kit';
import { OneTimeTokenModel } from '../auth/one-time-token-model';
import { forgetSignInFailures } from '../auth/sign-in-backoff';
import { AvatarModel } from '../avatars/model';
import { deleteSignupsOf } from '../newsletter/repository';
import { SessionModel } from '../sessions/model';
import { EmailChangeModel } from '../users/email-change-model';

/**
 * Every svc-identity collection holding something about a user, and how it is erased (service-kit's
 * user-data registry; its `fields` delete the documents naming the user). Account deletion erases
 * them in this order before the account document itself (kept here, deleted last by the deletion, so
 * a crash mid-way leaves an account that can sign in and delete again). A feature that stores user
 * data in identity MUST add it here; the kit's completeness test fails until it does.
 */
export const userData = userDataRegistry(
  [
    // Sessions are revoked first by the deletion itself; the documents (device names) go here.
    // (Models where the user id is an ObjectId field: the model casts it.)
    { model: SessionModel, fields: ['userId'] },
    { model: OneTimeTokenModel, fields: ['userId'] },
    { model: EmailChangeModel, fields: ['userId'] },
    // Failed password checks of a signed-in learner, one document per account (_id the user id).
    { collection: 'password_attempts', fields: ['_id'] },
    // Failed sign-ins are keyed by the address, not the id.
    {
      collection: 'sign_in_failures',
      erase: ({ email }) => (email ? forgetSignInFailures(email) : Promise.resolve()),
    },
    // The mailbox the account claimed its referral bonus with: it holds the address, and a new account
    // at it may earn the bonus again (the lessons the bonus waits for and the referrer's monthly cap
    // keep delete-and-sign-up-again from being a way to mint stones).
    { collection: 'referral_mailbox_claims', fields: ['userId'] },
    { model: AvatarModel, fields: ['_id'] },
    // Notify-me entries made signed in (userId) or with the account's address before signing in.
    { collection: 'newsletter_signups', erase: ({ id, email }) => deleteSignupsOf(id, email ?? '') },
    { collection: 'feedback', fields: ['userId'] },
    // The learner's votes go, so the counts no longer include a person who left.
    { collection: 'roadmap_votes', fields: ['userId'] },
    // Push devices (endpoints are personal data) and the reminders queued for them.
    { collection: 'push_subscriptions', fields: ['userId'] },
    { collection: 'reminder_jobs', fields: ['userId'] },
    // Resets go; the deletion's own record stays while the deletion runs (it names the operation a retry repeats).
    { collection: 'account_operations', fields: ['userId'], only: { kind: 'reset' } },
    { collection: 'users', kept: 'the account itself: deleted last by the deletion' },
    { collection: 'outbox', kept: 'carries the erase calls to the other services themselves' },
  ],
  { rate_limits: 'request counts keyed by address or IP, gone within the hour by their TTL' },
);
