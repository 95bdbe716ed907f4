import mongoose, { Schema } from 'mongoose';

/**
 * Account-data operations (reset, erase) this service has finished, by operation id, so a
 * redelivery from svc-identity's outbox answers `applied: false`. Written after the work: a crash
 * mid-way redoes the idempotent work on the next delivery.
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

export const AccountDataOpModel = mongoose.model('SocialAccountDataOp', doneSchema, 'account_data_ops');
