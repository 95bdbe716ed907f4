// The single RTK Query api for /api. Remotes add endpoints with api.injectEndpoints in
// src/features/<x>/api/*.ts; one api means tag invalidation works across remotes.
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
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
  'PrivacySettings',
  'Notifications',
  'LevelDebug',
] as const;

/** The action a page's client dispatches with the RTK Query state its server render used. */
export const SERVER_STATE_ACTION = 'platform/serverState';

// On a server (shell/src/server renders a learner's page) a query hook starts its call during the
// render, so one render pass finds every call the page needs; the server awaits them and renders
// again with the answers. In the browser the hooks start calls in effects, as usual.
const onServer = typeof window === 'undefined';
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

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
  // The page's client starts with the answers its server render used (SERVER_STATE_ACTION).
  extractRehydrationInfo: (action, { reducerPath }) =>
    typeof action === 'object' && action !== null && 'type' in action && action.type === SERVER_STATE_ACTION
      ? ((action as { payload?: Record<string, never> }).payload?.[reducerPath] ?? undefined)
      : undefined,
});
