import { randomUUID } from 'node:crypto';
import type { DeleteAccountBody, SuccessResponse } from '@fff/contracts';
import { DELETE_ACCOUNT_PHRASE, isDeleteConfirmation } from '@fff/domain';
import { badRequest, unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { enqueue } from '../outbox/repository';
import { revokeUserSessions } from '../sessions/repository';
import { UserModel } from '../users/model';
import { checkCurrentPassword } from '../users/reauthenticate';
import { findAccountById } from '../users/repository';
import { AccountOperationModel } from './operation-model';
import { userData } from './registry';
import { partOf } from './outbox-ops';

export const DELETE_TEXT = Object.freeze({
  confirm: `Please type ${DELETE_ACCOUNT_PHRASE} to confirm`,
  deleted: 'Your account and your data have been deleted.',
});

/**
 * The deletion's operation id: drawn at random (no one can claim it before the deletion does) and
 * recorded before the erase is queued, so a retry after a crash mid-way is the same deletion.
 */
async function deletionId(userId: string): Promise<string> {
  const fresh = `delete:${userId}:${randomUUID()}`;
  const op = await AccountOperationModel.findOneAndUpdate(
    { userId, kind: 'delete' },
    { $setOnInsert: { _id: fresh, userId, kind: 'delete' } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (!op) throw new Error('the deletion could not be recorded');
  return op._id;
}

/**
 * POST /api/user/delete-account. The typed phrase and the current password first (a stolen session
 * alone cannot delete); then, in order: every session ends (the access token stops working on
 * identity at once); svc-learning and svc-social are asked through the outbox to erase the user
 * (retried until each acknowledges, even if one is down now); identity's own data is erased, the
 * account document last, which frees the email for a new sign-up.
 */
export async function deleteAccount(
  ctx: IdentityContext,
  userId: string,
  body: DeleteAccountBody,
): Promise<SuccessResponse> {
  if (!isDeleteConfirmation(body.confirmation)) throw badRequest(DELETE_TEXT.confirm, 'validation');
  await checkCurrentPassword(ctx, userId, body.currentPassword);
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();
  const operationId = await deletionId(userId);
  await revokeUserSessions(userId);
  await enqueue([
    partOf('learning', 'erase', operationId, { userId }),
    partOf('social', 'erase', operationId, { userId }),
  ]);
  // The directory's newest event says 'deleted', so a late rename can never bring the entry back.
  await publishDirectoryEvent(ctx, 'deleted', userId);
  await userData.erase({ id: userId, email: account.email });
  await UserModel.deleteOne({ _id: userId });
  ctx.logger.info({ operationId }, 'account deleted; erase queued for learning and social');
  ctx.outbox.kick();
  return { success: true, message: DELETE_TEXT.deleted };
}
