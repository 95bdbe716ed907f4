import mongoose, { Schema } from 'mongoose';

/**
 * svc-social's copy of what it may know about each learner (docs/ARCHITECTURE.md §5 "read models"):
 * name, avatar and privacy flags from svc-identity's directory events, and presence (lastSeenAt)
 * from the learner's own calls. _id is the user id. A deleted account stays as a tombstone
 * (deleted: true) so a late event cannot bring it back.
 */
const directorySchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    avatarUrl: { type: String, default: null },
    profileVisibility: { type: String, enum: ['public', 'friends', 'private'], default: 'public' },
    showProgressToFriends: { type: Boolean, default: true },
    allowFriendRequests: { type: Boolean, default: true },
    showOnlineStatus: { type: Boolean, default: true },
    deleted: { type: Boolean, default: false },
    /** Version of the last identity event applied; 0 when only seen through the learner's token. */
    version: { type: Number, default: 0 },
    lastSeenAt: { type: Date, default: null },
  },
  { versionKey: false },
);

// Search: a username prefix range, case-insensitive, in the order results are listed.
directorySchema.index({ usernameLower: 1, _id: 1 });

export const DirectoryModel = mongoose.model('DirectoryEntry', directorySchema, 'directory');
