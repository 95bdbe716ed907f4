// The single RTK Query api for /api. Remotes add endpoints with api.injectEndpoints in
// src/features/<x>/api/*.ts; one api means tag invalidation works across remotes.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { CACHE } from './cache';

/** Every cache tag of the product, declared once here. */
export const TAG_TYPES = [
  'User',
  'Progress',
  'Levels',
  'ModuleLessons',
  'Lesson',
  'Activities',
  'Streak',
  'Hearts',
  'Wallet',
  'Friends',
  'FriendRequests',
  'UserSearch',
  'Chat',
  'League',
  'Rankings',
  'Crews',
  'Referral',
  'Roadmap',
  'Feedback',
  'PrivacySettings',
  'Notifications',
  'LevelDebug',
] as const;

/** The base api: no endpoints of its own, spec §9 cache defaults (no retry, no focus refetch). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE.default.keepS,
  refetchOnMountOrArgChange: CACHE.default.freshS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
