import mongoose, { Schema } from 'mongoose';

/**
 * Account-data operations (reset, erase) this service has finished, by operation id: a redelivery
 * by svc-identity's outbox answers `applied: false` and changes nothing. Written after the work,
 * so a crash mid-way redoes the (idempotent) work on the next delivery instead of skipping it.
 */
const doneSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    kind: { type: String, enum: ['reset', 'erase'], required: true },
    doneAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export const AccountDataOpModel = mongoose.model('AccountDataOp', doneSchema, 'account_data_ops');
