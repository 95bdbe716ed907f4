import mongoose, { Schema } from 'mongoose';

/**
 * A friend request. `pendingKey` (the pair's key) is set only while pending, so the partial unique
 * index allows one pending request per pair in either direction, and any number of old ones.
 */
const friendRequestSchema = new Schema(
  {
    senderId: { type: String, required: true },
    receiverId: { type: String, required: true },
    message: { type: String, default: '' },
    // cancelled: withdrawn by its sender before an answer.
    status: { type: String, enum: ['pending', 'accepted', 'declined', 'cancelled'], default: 'pending' },
    pendingKey: { type: String },
    createdAt: { type: Date, default: () => new Date() },
    respondedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
friendRequestSchema.index(
  { pendingKey: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' } },
);
// The receiver's inbox (GET /api/friend-requests) and the sender's outgoing list (search badges).
friendRequestSchema.index({ receiverId: 1, status: 1, createdAt: -1 });
friendRequestSchema.index({ senderId: 1, status: 1 });

export const FriendRequestModel = mongoose.model('FriendRequest', friendRequestSchema, 'friend_requests');

/**
 * One side of a friendship: each friendship is stored twice (userId → friendId and back) so a
 * learner's friends are one index range. `pairKey` ties both sides together.
 */
const friendshipSchema = new Schema(
  {
    userId: { type: String, required: true },
    friendId: { type: String, required: true },
    pairKey: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    acceptedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
friendshipSchema.index({ userId: 1, friendId: 1 }, { unique: true });
// A learner's friends: an equality index (the embedded server uses only those for a filter; at most a
// few hundred friends are then sorted in memory on either server).
friendshipSchema.index({ userId: 1 });
friendshipSchema.index({ pairKey: 1 });

export const FriendshipModel = mongoose.model('Friendship', friendshipSchema, 'friendships');
