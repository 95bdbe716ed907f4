// Client timings, cache and polling numbers (spec part 1 §9, part 2 §9).

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Toasts: one visible at a time, 5 s default, swipe 50 px, F8 focuses the region. */
export const TOAST = Object.freeze({
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  maxWidthPx: 420,
  verificationMs: 8000,
  resendSuccessMs: 6000,
  registrationSuccessMinMs: 8000,
  registrationSuccessMaxMs: 10000,
  emptyModuleMs: 4000,
});

/** Tooltip timings. */
export const TOOLTIP = Object.freeze({ delayMs: 700, skipDelayMs: 300, offsetPx: 4 });

/** Data cache: fresh time and time an unused entry is kept. */
export interface CacheTime {
  staleMs: number;
  keepMs: number;
}

/** Cache times per data kind; default is 5 min fresh, 10 min kept, no retry, no focus refetch. */
export const CACHE_TIMES = Object.freeze({
  default: { staleMs: 5 * MINUTE, keepMs: 10 * MINUTE },
  levels: { staleMs: 10 * MINUTE, keepMs: 30 * MINUTE },
  moduleLessons: { staleMs: 5 * MINUTE, keepMs: 15 * MINUTE },
  progress: { staleMs: 30 * SECOND, keepMs: 5 * MINUTE },
  friends: { staleMs: 30 * SECOND, keepMs: 10 * MINUTE },
  chat: { staleMs: 10 * SECOND, keepMs: 10 * MINUTE },
} satisfies Record<string, CacheTime>);

/** Polling intervals. */
export const POLLING = Object.freeze({
  friendsMs: 60 * SECOND,
  friendRequestsMs: 60 * SECOND,
  chatScreenMs: 15 * SECOND,
  chatDrawerMs: 3 * SECOND,
});

/** Widget timings and thresholds. */
export const TIMINGS = Object.freeze({
  emailHintDebounceMs: 500,
  achievementPopupMs: 5000,
  achievementExitMs: 300,
  mascotBubbleMs: 3000,
  mascotScrollChance: 0.02,
  mascotScrollMinPx: 50,
  chatSwipeClosePx: 150,
  clockRefreshMs: 60 * SECOND,
  accountDeletedRedirectMs: 2000,
  resetProgressDelayMs: 2000,
  backupStepMs: 800,
});

/** Simulated backup progress steps. */
export const BACKUP_STEPS = Object.freeze([20, 40, 60, 80, 100]);

/** Top-5 rankings on the XP test page. */
export const TEST_RANKINGS_SHOWN = 5;
/** Recent activity entries the profile asks for. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** Days in the profile's streak calendar. */
export const STREAK_CALENDAR_DAYS = 30;
