import mongoose, { Schema } from 'mongoose';
import { REMINDER_TYPES } from '@fff/contracts';

/** One browser (device) that receives pushes for a learner; the endpoint is the browser's own URL. */
const pushSubscriptionSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    endpoint: { type: String, required: true, unique: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);

export const PushSubscriptionModel = mongoose.model(
  'PushSubscription',
  pushSubscriptionSchema,
  'push_subscriptions',
);

/**
 * A scheduled reminder: the persistent job queue. jobId is `<user>:<type>:<local day>`, unique, so a
 * learner gets at most one reminder of a kind per day however often it is scheduled. A worker claims a
 * due job by moving runAt forward (a lease) and stamping claimId; only the holder of the claim may
 * finish it, so several replicas never send one job twice.
 */
const reminderJobSchema = new Schema(
  {
    jobId: { type: String, required: true, unique: true },
    userId: { type: String, required: true, index: true },
    type: { type: String, enum: REMINDER_TYPES, required: true },
    /** The learner's IANA zone when scheduled: the day and the hour are theirs. */
    timeZone: { type: String, required: true },
    day: { type: String, required: true },
    status: { type: String, enum: ['pending', 'sent', 'cancelled', 'failed'], default: 'pending' },
    runAt: { type: Date, required: true },
    claimId: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    outcome: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);
reminderJobSchema.index({ status: 1, runAt: 1 });

export const ReminderJobModel = mongoose.model('ReminderJob', reminderJobSchema, 'reminder_jobs');
