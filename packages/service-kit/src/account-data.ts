import {
  accountDataRouteDocs,
  type InternalEraseBody,
  type InternalExportBody,
  type InternalResetBody,
} from '@fff/contracts';
import mongoose, { Schema, type Model } from 'mongoose';
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
 * mount with `routerOf(accountDataRoutes(owns), handlers)` behind requireInternal, describe with
 * `docsOf(…)`. `owns` names the data in the descriptions ("friends, requests and messages").
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
  /** Whether this operation id was finished before. */
  done(operationId: string): Promise<boolean>;
  /** Record the operation as finished (idempotent). */
  markDone(operationId: string, userId: string, kind: AccountDataOpKind): Promise<void>;
  /**
   * Whether this learner's data was erased here. The erase's record is the tombstone a service
   * checks before creating a learner's first record on demand: a deleted account's token stays
   * valid for seconds, and a racing request must not bring its data back.
   */
  erased(userId: string): Promise<boolean>;
}

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
  return {
    model,
    done: async (operationId) => (await model.exists({ _id: operationId })) !== null,
    async markDone(operationId, userId, kind) {
      await model.updateOne({ _id: operationId }, { $setOnInsert: { userId, kind } }, { upsert: true });
    },
    erased: async (userId) => (await model.exists({ userId, kind: 'erase' })) !== null,
  };
}
