import mongoose, { Schema } from 'mongoose';

/** One picture per user (_id = user id), always our own 256×256 WebP re-encoding. */
const avatarSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    data: { type: Buffer, required: true },
    /** The picture's key (the user's avatarKey when stored); the URL's ?v= must name it. */
    version: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, versionKey: false },
);

export const AvatarModel = mongoose.model('Avatar', avatarSchema, 'avatars');
