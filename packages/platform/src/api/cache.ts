// Data-cache timings of spec part 1 §9 and part 2 §9, in seconds (RTK Query's unit).

/** Cache policy constants: fresh = refetch when older than this on mount, keep = keepUnusedDataFor. */
export const CACHE = Object.freeze({
  default: { freshS: 300, keepS: 600 },
  levels: { freshS: 600, keepS: 1800 },
  moduleLessons: { freshS: 300, keepS: 900 },
  progress: { freshS: 30, keepS: 300 },
  friends: { freshS: 30, pollMs: 60_000 },
  friendRequests: { pollMs: 60_000 },
  chat: { freshS: 10, screenPollMs: 15_000, drawerPollMs: 3_000 },
});
