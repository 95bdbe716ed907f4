import mongoose, { Schema } from 'mongoose';

/**
 * One wallet movement. _id is the caller's operation id, so the same operation can never be
 * written twice; `applied` turns true once the balance on the progression changed.
 */
const ledgerSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    currency: { type: String, required: true, enum: ['spiceStones', 'coins'] },
    amount: { type: Number, required: true },
    reason: { type: String, required: true },
    applied: { type: Boolean, default: false },
    balanceAfter: { type: Number, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export const LedgerModel = mongoose.model('Ledger', ledgerSchema, 'ledger');
