// A complete learner as GET /api/user answers it, for component tests.
import type { PrivacySettings, Progression, User } from '@fff/contracts';

/** A signed-in learner (level 3, 5 hearts, 7 coins, 12 Spice Stones, 3-day streak) with overrides. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'a'.repeat(24),
    username: 'ember_cook',
    email: 'ember@gmail.com',
    firstName: '',
    lastName: '',
    bio: '',
    avatarUrl: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    isDeveloper: false,
    emailVerified: true,
    referralCode: 'EMBER1',
    totalReferrals: 0,
    profileVisibility: 'public',
    showProgressToFriends: true,
    allowFriendRequests: true,
    showOnlineStatus: true,
    emailNotifications: true,
    marketingEmails: false,
    allowDataCollection: true,
    shareActivityUpdates: true,
    characterSkinTone: 'medium',
    characterHairColor: 'brown',
    characterOutfit: 'chef',
    characterClothingColor: 'purple',
    progressionAvailable: true,
    xp: 75,
    prepXp: 45,
    flavorXp: 10,
    scienceXp: 20,
    level: 3,
    prestige: 0,
    hearts: 5,
    nextHeartAt: null,
    coins: 7,
    spiceStones: 12,
    flavourStones: 12,
    streak: 3,
    longestStreak: 4,
    lastStreakDate: '2026-01-15',
    streakFreezeCount: 0,
    prestigeTitle: null,
    isMaxLevel: false,
    ...overrides,
  };
}

/** Privacy settings as GET /api/user/privacy-settings answers them (everything on, public), with overrides. */
export function testPrivacySettings(overrides: Partial<PrivacySettings> = {}): PrivacySettings {
  return {
    allowDataCollection: true,
    emailNotifications: true,
    marketingEmails: false,
    profileVisibility: 'public',
    showProgressToFriends: true,
    allowFriendRequests: true,
    showOnlineStatus: true,
    shareActivityUpdates: true,
    accountType: 'Free',
    ...overrides,
  };
}

/** A learner's progression as svc-learning answers it (e.g. POST /api/user/prestige), with overrides. */
export function testProgression(overrides: Partial<Progression> = {}): Progression {
  const {
    id: userId,
    xp,
    prepXp,
    flavorXp,
    scienceXp,
    level,
    prestige,
    hearts,
    coins,
    spiceStones,
    streak,
    longestStreak,
    lastStreakDate,
    nextHeartAt,
    isMaxLevel,
    prestigeTitle,
  } = testUser();
  return {
    userId,
    xp,
    prepXp,
    flavorXp,
    scienceXp,
    level,
    prestige,
    hearts,
    coins,
    spiceStones,
    streak,
    longestStreak,
    lastStreakDate,
    nextHeartAt,
    isMaxLevel,
    prestigeTitle,
    ...overrides,
  };
}
