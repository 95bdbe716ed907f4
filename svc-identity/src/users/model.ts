import { DEFAULT_RESET_VALUES, PRIVACY_DEFAULTS } from '@fff/domain';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { generateReferralCode } from '../referral/code';

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
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    bio: { type: String, default: '' },
    /** Bumped on each new picture; part of avatarUrl so caches never serve an old one. */
    avatarVersion: { type: Number, default: 0 },
    /**
     * Random per picture, and the only way to fetch it (avatarUrl's ?v=): a learner who hides their
     * profile hides the URL, and the picture is not to be had by user id alone.
     */
    avatarKey: { type: String, default: null },
    referralCode: { type: String, default: generateReferralCode, unique: true, sparse: true },
    referredBy: { type: Schema.Types.ObjectId, default: null },
    totalReferrals: { type: Number, default: 0 },
    /** A referred account verified and waiting to complete its lessons before the bonus (referral/bonus.ts). */
    referralBonusPending: { type: Boolean, default: false },
    /** The referrer's bonuses this month ('YYYY-MM', UTC), for REFERRAL_MONTHLY_CAP. */
    referralMonth: { type: String, default: null },
    referralMonthCount: { type: Number, default: 0 },
    newsletterSignup: { type: Boolean, default: false },
    /** The IANA zone the learner's streak days follow (users/time-zone.ts), null until the first sign-in. */
    timeZone: { type: String, default: null },
    timeZoneChangedAt: { type: Date, default: null },
    gdprConsentAt: { type: Date, default: null },
    profileVisibility: { type: String, enum: ['public', 'friends', 'private'], default: 'public' },
    showProgressToFriends: { type: Boolean, default: true },
    allowFriendRequests: { type: Boolean, default: true },
    showOnlineStatus: { type: Boolean, default: true },
    emailNotifications: { type: Boolean, default: PRIVACY_DEFAULTS.emailNotifications },
    marketingEmails: { type: Boolean, default: PRIVACY_DEFAULTS.marketingEmails },
    allowDataCollection: { type: Boolean, default: PRIVACY_DEFAULTS.allowDataCollection },
    shareActivityUpdates: { type: Boolean, default: true },
    characterSkinTone: { type: String, default: DEFAULT_RESET_VALUES.characterSkinTone },
    characterHairColor: { type: String, default: DEFAULT_RESET_VALUES.characterHairColor },
    characterOutfit: { type: String, default: DEFAULT_RESET_VALUES.characterOutfit },
    characterClothingColor: { type: String, default: DEFAULT_RESET_VALUES.characterClothingColor },
  },
  { timestamps: true, versionKey: false },
);

userSchema.pre('validate', function normaliseKeys() {
  if (this.email) this.emailLower = this.email.trim().toLowerCase();
  if (this.username) this.usernameLower = this.username.trim().toLowerCase();
});

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

export const UserModel = mongoose.model('User', userSchema, 'users');
