import type { UserDoc } from './model';

/** A user as the rest of the service sees it: plain data, never the password hash. */
export interface Account {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  avatarUrl: string | null;
  createdAt: string;
  isDeveloper: boolean;
  emailVerified: boolean;
  referralCode: string;
  referredBy: string | null;
  totalReferrals: number;
  /** The zone the learner's streak days follow (carried in the access token), null until set. */
  timeZone: string | null;
  profileVisibility: 'public' | 'friends' | 'private';
  showProgressToFriends: boolean;
  allowFriendRequests: boolean;
  showOnlineStatus: boolean;
  emailNotifications: boolean;
  marketingEmails: boolean;
  allowDataCollection: boolean;
  shareActivityUpdates: boolean;
  characterSkinTone: string;
  characterHairColor: string;
  characterOutfit: string;
  characterClothingColor: string;
}

/**
 * Public path of a user's picture. Its ?v= is the picture's random key: each new picture is a new
 * URL (caches never serve an old one), and without the URL the picture cannot be fetched. Pictures
 * stored before keys existed use their version number.
 */
export const avatarPath = (id: string, key: string | number) => `/api/avatars/${id}.webp?v=${key}`;

/** Map a stored document to an Account (an allow-list: new internal fields never leak). */
export function toAccount(doc: UserDoc): Account {
  const id = String(doc._id);
  return {
    id,
    username: doc.username,
    email: doc.email,
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    bio: doc.bio ?? '',
    avatarUrl: doc.avatarVersion ? avatarPath(id, doc.avatarKey ?? doc.avatarVersion) : null,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    isDeveloper: Boolean(doc.isDeveloper),
    emailVerified: Boolean(doc.emailVerified),
    referralCode: doc.referralCode ?? '',
    referredBy: doc.referredBy ? String(doc.referredBy) : null,
    totalReferrals: doc.totalReferrals ?? 0,
    timeZone: doc.timeZone ?? null,
    profileVisibility: (doc.profileVisibility ?? 'public') as Account['profileVisibility'],
    showProgressToFriends: doc.showProgressToFriends ?? true,
    allowFriendRequests: doc.allowFriendRequests ?? true,
    showOnlineStatus: doc.showOnlineStatus ?? true,
    emailNotifications: doc.emailNotifications ?? true,
    marketingEmails: doc.marketingEmails ?? false,
    allowDataCollection: doc.allowDataCollection ?? true,
    shareActivityUpdates: doc.shareActivityUpdates ?? true,
    characterSkinTone: doc.characterSkinTone ?? 'default',
    characterHairColor: doc.characterHairColor ?? 'short',
    characterOutfit: doc.characterOutfit ?? 'chef',
    characterClothingColor: doc.characterClothingColor ?? 'purple',
  };
}
