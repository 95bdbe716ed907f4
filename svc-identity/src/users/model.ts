import mongoose, { Schema } from 'mongoose';

/**
 * An account. Email and username keep the user's spelling for display; the lower-cased copies
 * carry the unique indexes so "Chef@x.io" and "chef@x.io" are one account.
 */
const userSchema = new Schema(
  {
    email: { type: String, required: true, trim: true },
    emailLower: { type: String, required: true, unique: true },
    username: { type: String, required: true, trim: true },
    usernameLower: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    emailVerified: { type: Boolean, default: false },
    isDeveloper: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);

userSchema.pre('validate', function normaliseKeys() {
  if (this.email) this.emailLower = this.email.trim().toLowerCase();
  if (this.username) this.usernameLower = this.username.trim().toLowerCase();
});

export const UserModel = mongoose.model('User', userSchema, 'users');
