import {
  accountDataRouteDocs,
  type InternalEraseBody,
  type InternalExportBody,
  type InternalResetBody,
} from '@fff/contracts';
import mongoose, { Schema, type Model } from 'mongoose';
import { conflict, unauthorized } from './errors';
import { declareRoutes, type DeclaredRoute } from './routes';

/** What a service does for svc-identity's account-data calls (export, reset, erase of one learner). */
export interface AccountDataHandlers {
  /** The learner's own sections for the requested export types. */
  exportSections(userId: string, types: InternalExportBody['types']): Promise<Record<string, unknown>>;
  /** Reset the categories this service owns, once per operation id; false when it was done before. */
  resetOnce(
    userId: string,
    operationId: string,
    categories: InternalResetBody['categories'],
  ): Promise<boolean>;
  /** Erase everything about the learner (safe to repeat); false when this operation was done before. */
  eraseOnce(userId: string, operationId: string): Promise<boolean>;
}

/**
 * The three `/internal/account-data/*` routes every service with learner data serves, declared once:
 * add them to the service's routes with `routeGroup(accountDataRoutes(owns), …)` (identity is their
 * one caller, declared in the contracts' docs). `owns` names the data in the descriptions ("friends, requests and messages").
 */
export function accountDataRoutes(owns: string): DeclaredRoute<AccountDataHandlers>[] {
  const route = declareRoutes<AccountDataHandlers>();
  const [exportDoc, resetDoc, eraseDoc] = accountDataRouteDocs(owns);
  return [
    route(exportDoc, async ({ body }, { deps }) => {
      const { userId, types } = body as InternalExportBody;
      return { sections: await deps.exportSections(userId, types) };
    }),
    route(resetDoc, async ({ body }, { deps }) => {
      const { userId, operationId, categories } = body as InternalResetBody;
      return { applied: await deps.resetOnce(userId, operationId, categories) };
    }),
    route(eraseDoc, async ({ body }, { deps }) => {
      const { userId, operationId } = body as InternalEraseBody;
      return { applied: await deps.eraseOnce(userId, operationId) };
    }),
  ];
}

/** The kinds of account-data operation a service records as done. */
export type AccountDataOpKind = 'reset' | 'erase';

/** A service's log of finished account-data operations (collection `account_data_ops`). */
export interface AccountDataOpLog {
  model: Model<{ _id: string; userId: string; kind: AccountDataOpKind; doneAt: Date }>;
  /**
   * Whether this operation (its id, for this learner and of this kind) was finished before. An id
   * recorded for another learner or kind is refused with 409 operation_conflict, never taken as done.
   */
  done(operationId: string, userId: string, kind: AccountDataOpKind): Promise<boolean>;
  /** Record the operation as finished (idempotent; the same refusal as `done`). */
  markDone(operationId: string, userId: string, kind: AccountDataOpKind): Promise<void>;
  /**
   * Whether this learner's data was erased here. The erase's record is the tombstone a service
   * checks before creating a learner's first record on demand: a deleted account's token stays
   * valid for seconds, and a racing request must not bring its data back.
   */
  erased(userId: string): Promise<boolean>;
  /**
   * Called where a learner's first document of a kind was just created on demand (a progression,
   * a league seat, a friend request…). An erased learner's access token stays valid until its session
   * check notices, and a request in that window must not bring back data of someone just erased: if
   * the tombstone exists, the document just created is removed again (`undo`) and the request refused
   * as a revoked session is. It runs only when a document was created, so hot paths pay nothing.
   */
  refuseIfErased(userId: string, undo: () => Promise<unknown>): Promise<void>;
  /**
   * Run an erase: the learner's tombstone is written first, by the erase itself (whatever its
   * operation id), then `work` always runs (anything written after an earlier erase goes too),
   * then the operation is recorded. False when this operation was done before.
   */
  erase(userId: string, operationId: string, work: () => Promise<void>): Promise<boolean>;
  /** Run a reset once per operation id: a redelivery after success changes nothing. */
  resetOnce(userId: string, operationId: string, work: () => Promise<void>): Promise<boolean>;
}

/** The tombstone's own id: one per learner, so no operation id can stand in for it. */
const tombstoneId = (userId: string) => `erased:${userId}`;

const operationConflict = () =>
  conflict('This operation id belongs to another operation.', 'operation_conflict');

/**
 * Account-data operations (reset, erase) a service has finished, by operation id: a redelivery by
 * svc-identity's outbox answers `applied: false` and changes nothing. Write it after the work, so a
 * crash mid-way redoes the (idempotent) work on the next delivery instead of skipping it.
 */
export function accountDataOpLog(modelName: string): AccountDataOpLog {
  const schema = new Schema(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true, index: true },
      kind: { type: String, enum: ['reset', 'erase'], required: true },
      doneAt: { type: Date, default: () => new Date() },
    },
    { versionKey: false },
  );
  const model = (mongoose.models[modelName] ??
    mongoose.model(modelName, schema, 'account_data_ops')) as AccountDataOpLog['model'];
  const record = async (id: string, userId: string, kind: AccountDataOpKind) => {
    const doc = await model
      .findOneAndUpdate(
        { _id: id },
        { $setOnInsert: { userId, kind } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    if (!doc || doc.userId !== userId || doc.kind !== kind) throw operationConflict();
  };
  const log: AccountDataOpLog = {
    model,
    async done(operationId, userId, kind) {
      const doc = await model.findById(operationId).lean();
      if (!doc) return false;
      if (doc.userId !== userId || doc.kind !== kind) throw operationConflict();
      return true;
    },
    markDone: record,
    erased: async (userId) => (await model.exists({ userId, kind: 'erase' })) !== null,
    async refuseIfErased(userId, undo) {
      if (!(await log.erased(userId))) return;
      await undo();
      throw unauthorized('Please sign in again.', 'session_revoked');
    },
    async erase(userId, operationId, work) {
      await record(tombstoneId(userId), userId, 'erase');
      const before = await log.done(operationId, userId, 'erase');
      await work();
      await record(operationId, userId, 'erase');
      return !before;
    },
    async resetOnce(userId, operationId, work) {
      if (await log.done(operationId, userId, 'reset')) return false;
      await work();
      await record(operationId, userId, 'reset');
      return true;
    },
  };
  return log;
}
