import mongoose, { Schema } from 'mongoose';

/**
 * Work for another service that must not be lost (referral bonus, deletion cascade, directory events). Written in
 * the same step as the change that causes it, delivered by the worker until the receiver says 2xx.
 */
const outboxSchema = new Schema(
  {
    operationId: { type: String, required: true, unique: true },
    /** What to call: an HTTP method and an /internal path of the target service. */
    target: { type: String, enum: ['learning', 'social'], required: true },
    method: { type: String, enum: ['POST', 'DELETE'], required: true },
    path: { type: String, required: true },
    body: { type: Schema.Types.Mixed, default: null },
    status: { type: String, enum: ['pending', 'done'], default: 'pending', index: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date(), index: true },
    /** The worker holding the lease (service-kit's retry queue): only it records the outcome. */
    claimId: { type: String, default: null },
    lastError: { type: String, default: null },
    doneAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export const OutboxModel = mongoose.model('OutboxOperation', outboxSchema, 'outbox');
