import mongoose, { Schema } from 'mongoose';

/**
 * One account-data operation across the services (a reset, a deletion), by operation id. The
 * first request fixes what it does (its categories): a retry with the same id repeats that and
 * nothing else. `identityDoneAt` marks identity's own part as applied.
 */
const operationSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    kind: { type: String, enum: ['reset', 'delete'], required: true },
    categories: { type: [String], default: [] },
    identityDoneAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export const AccountOperationModel = mongoose.model(
  'AccountOperation',
  operationSchema,
  'account_operations',
);

/** Make sure the collection's indexes exist. */
export async function ensureAccountOperationIndexes(): Promise<void> {
  await AccountOperationModel.init();
}
