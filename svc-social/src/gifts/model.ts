import mongoose, { Schema } from 'mongoose';

/**
 * A Spice Stones gift: the outbox entry of the transfer svc-learning makes. _id is
 * `<senderId>:<idempotency key>`, so one intended gift is one document however often it is sent.
 * 'pending' gifts are retried until svc-learning answers; 'sent' and 'refused' are final.
 */
const giftSchema = new Schema(
  {
    _id: { type: String, required: true },
    senderId: { type: String, required: true },
    receiverId: { type: String, required: true },
    amount: { type: Number, required: true, min: 1 },
    description: { type: String, default: '' },
    fromUsername: { type: String, required: true },
    toUsername: { type: String, required: true },
    status: { type: String, enum: ['pending', 'sent', 'refused'], default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    /** The retry worker holding the lease (service-kit's retry queue): only it records the outcome. */
    claimId: { type: String, default: null },
    lastError: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// The retry worker's claim: due pending gifts, oldest due first.
giftSchema.index({ status: 1, nextAttemptAt: 1 });

export const GiftModel = mongoose.model('Gift', giftSchema, 'gifts');
