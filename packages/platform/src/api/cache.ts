// The spec's data-cache timings (CACHE_TIMES and POLLING of @fff/domain) in RTK Query's units:
// fresh and keep in seconds, polling in milliseconds.
import { CACHE_TIMES, POLLING, type CacheTime } from '@fff/domain/shared';

const seconds = ({ staleMs, keepMs }: CacheTime) => ({ freshS: staleMs / 1000, keepS: keepMs / 1000 });

/** Cache policy constants: fresh = refetch when older than this on mount, keep = keepUnusedDataFor. */
export const CACHE = Object.freeze({
  default: seconds(CACHE_TIMES.default),
  levels: seconds(CACHE_TIMES.levels),
  moduleLessons: seconds(CACHE_TIMES.moduleLessons),
  progress: seconds(CACHE_TIMES.progress),
  friends: { ...seconds(CACHE_TIMES.friends), pollMs: POLLING.friendsMs },
  friendRequests: { pollMs: POLLING.friendRequestsMs },
  chat: {
    ...seconds(CACHE_TIMES.chat),
    screenPollMs: POLLING.chatScreenMs,
    drawerPollMs: POLLING.chatDrawerMs,
  },
});
