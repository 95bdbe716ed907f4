import type { ResetProgressBody, ResetProgressResponse } from '@fff/contracts';
import {
  DEFAULT_RESET_VALUES,
  isResetConfirmation,
  RESET_PROGRESS_PHRASE,
  resetCategoriesOf,
  type ResetCategory,
} from '@fff/domain';
import { badRequest, conflict, unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { enqueue } from '../outbox/repository';
import { updateAccountFields } from '../users/settings-repository';
import { AccountOperationModel } from './operation-model';
import { deliverSoon, partOf } from './outbox-ops';

export const RESET_TEXT = Object.freeze({
  confirm: `Please type "${RESET_PROGRESS_PHRASE}" to confirm`,
  otherOwner: 'This reset belongs to another request. Please start a new reset.',
  done: 'Your progress has been reset.',
  pending: 'Your reset has started. A part of the app is busy, so it will finish within a few minutes.',
});

/**
 * The server's id of a reset: the learner's own namespace plus the client's nonce. A client-chosen
 * id used to be taken as it came, so a learner could claim the ids another learner's deletion would
 * use (`delete:<id>`) and the outbox kept the attacker's record instead of the erase.
 */
export const resetOperationId = (userId: string, nonce: string) => `reset:${userId}:${nonce}`;

/** How long the request waits for the other services before answering 'pending'. */
const WAIT_MS = 3000;

/** Record the operation; the first request's categories stand for every retry of its id. */
async function claim(userId: string, operationId: string, categories: ResetCategory[]) {
  const op = await AccountOperationModel.findOneAndUpdate(
    { _id: operationId },
    { $setOnInsert: { userId, kind: 'reset', categories } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (!op || op.userId !== userId || op.kind !== 'reset') throw conflict(RESET_TEXT.otherOwner);
  return op;
}

/** Character fields back to the spec defaults, once per operation. */
async function resetIdentityPart(userId: string, operationId: string): Promise<void> {
  const account = await updateAccountFields(userId, {
    characterSkinTone: DEFAULT_RESET_VALUES.characterSkinTone,
    characterHairColor: DEFAULT_RESET_VALUES.characterHairColor,
    characterOutfit: DEFAULT_RESET_VALUES.characterOutfit,
    characterClothingColor: DEFAULT_RESET_VALUES.characterClothingColor,
  });
  if (!account) throw unauthorized();
  await AccountOperationModel.updateOne({ _id: operationId }, { $set: { identityDoneAt: new Date() } });
}

/**
 * POST /api/user/reset-progress: each chosen category is reset by the service that owns it
 * (RESET_OWNERS), under one operation id. Identity's part is applied here; learning's and social's
 * go through the outbox, so a service that is down finishes its part when it is back, and a retried
 * request (same id) neither resets twice nor half-applies.
 */
export async function resetProgress(
  ctx: IdentityContext,
  userId: string,
  body: ResetProgressBody,
): Promise<ResetProgressResponse> {
  if (!isResetConfirmation(body.confirmation.trim()))
    throw badRequest(RESET_TEXT.confirm, 'confirmation_required');
  const op = await claim(userId, resetOperationId(userId, body.operationId), [...new Set(body.categories)]);
  const categories = op.categories as ResetCategory[];
  if (resetCategoriesOf('identity', categories).length > 0 && !op.identityDoneAt)
    await resetIdentityPart(userId, op._id);
  const parts = (['learning', 'social'] as const)
    .map((target) => ({ target, owned: resetCategoriesOf(target, categories) }))
    .filter((p) => p.owned.length > 0)
    .map((p) => partOf(p.target, 'reset', op._id, { userId, categories: p.owned }));
  await enqueue(parts);
  const completed = await deliverSoon(
    ctx,
    parts.map((p) => p.operationId),
    WAIT_MS,
  );
  return {
    success: true,
    message: completed ? RESET_TEXT.done : RESET_TEXT.pending,
    operationId: op._id,
    categories,
    completed,
  };
}
