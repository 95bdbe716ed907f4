import { OneTimeTokenModel } from '../auth/one-time-token-model';
import { AvatarModel } from '../avatars/model';
import { SessionModel } from '../sessions/model';
import { EmailChangeModel } from '../users/email-change-model';
import { clearPasswordFailures } from '../users/password-attempts';
import { AccountOperationModel } from './operation-model';

/** Removes one kind of identity data about a user; must be safe to run twice. */
export interface IdentityEraser {
  /** The collection or thing it clears, for logs. */
  name: string;
  erase(userId: string): Promise<void>;
}

/**
 * Every svc-identity collection holding something about a user, erased on account deletion before
 * the account document itself (deleted last, so a crash mid-way leaves an account that can sign in
 * and delete again). A feature that stores user data in identity (newsletter entry, feedback,
 * roadmap votes, push subscriptions…) MUST add its eraser here.
 */
export const IDENTITY_ERASERS: IdentityEraser[] = [
  // Sessions are revoked first by the deletion itself; the documents (device names) go here.
  { name: 'sessions', erase: async (userId) => void (await SessionModel.deleteMany({ userId })) },
  { name: 'email_tokens', erase: async (userId) => void (await OneTimeTokenModel.deleteMany({ userId })) },
  { name: 'email_changes', erase: async (userId) => void (await EmailChangeModel.deleteMany({ userId })) },
  { name: 'password_attempts', erase: clearPasswordFailures },
  { name: 'avatars', erase: async (userId) => void (await AvatarModel.deleteOne({ _id: userId })) },
  {
    name: 'account_operations',
    erase: async (userId) => void (await AccountOperationModel.deleteMany({ userId, kind: 'reset' })),
  },
];
