// The league screen's backend on @fff/platform/testing's fetch fake: GET /api/league/current from a
// queue of answers (500 when empty), rankings, crews, friends and the weekly theme from their slots, GET /api/user
// from `user` (401 when null), and the posts the screen makes.
import type {
  Crew,
  CurrentLeagueResponse,
  FriendEntry,
  LeagueRankingEntry,
  User,
  WeeklyThemeResponse,
} from '@fff/contracts';
import { fakeApi, json, testUser } from '@fff/platform/testing';

/** A learner as GET /api/user answers it, with the given XP split. */
export function userWithXp(prepXp: number, flavorXp: number, scienceXp: number): User {
  return testUser({ xp: prepXp + flavorXp + scienceXp, prepXp, flavorXp, scienceXp });
}

/** A GET /api/league/current answer for the Spatula Squad, 2nd of 3. */
export const currentLeague = (over: Partial<CurrentLeagueResponse> = {}): CurrentLeagueResponse => ({
  currentLeague: {
    id: 'spatula-squad',
    name: 'Spatula Squad',
    emoji: '🍳',
    theme: 'Flipping into flavour',
    color: '#f59e0b',
    minXP: 100,
  },
  userPosition: 2,
  week: '2026-11-22',
  weekEndsAt: '2026-11-29T00:00:00.000Z',
  theme: {
    id: 'fiber-frenzy',
    name: 'Fiber Frenzy Week',
    bonusLabel: 'Science XP +2x',
    bonus: 'Science XP counts double.',
    multiplier: { applies: 'science', factor: 2 },
    counts: null,
  },
  cohortSize: 3,
  weeklyXp: { prepXp: 20, flavorXp: 0, scienceXp: 5 },
  weeklyScore: 30,
  podiumRewards: [50, 30, 20],
  lastWeekResult: null,
  ...over,
});

/** A cohort member. */
export const member = (
  id: string,
  username: string,
  position: number,
  over: Partial<LeagueRankingEntry> = {},
): LeagueRankingEntry => ({
  id,
  username,
  avatarUrl: null,
  prepXp: 1000,
  flavorXp: 150,
  scienceXp: 50,
  xp: 1200,
  weeklyXp: { prepXp: 40, flavorXp: 0, scienceXp: 0 },
  weeklyScore: 40,
  position,
  isOnline: position === 1,
  isCurrentUser: false,
  ...over,
});

/** A friend entry. */
export const friendEntry = (id: string, username: string): FriendEntry =>
  ({
    id: `f-${id}`,
    friendship: {
      id: `f-${id}`,
      userId: 'me',
      friendId: id,
      status: 'accepted',
      createdAt: '2026-01-01T00:00:00.000Z',
      acceptedAt: '2026-01-01T00:00:00.000Z',
    },
    friend: { id, username, avatarUrl: null, isOnline: false, xp: 10, level: 1, streak: 0, flavourStones: 0 },
  }) as FriendEntry;

/** Install the fake; returns the answer slots and the calls made. */
export function fakeLeagueBackend(user: User | null = userWithXp(0, 0, 0)) {
  const api = fakeApi({
    'GET /api/user': () =>
      state.user ? state.user : json(401, { error: 'unauthorized', message: 'Please sign in again.' }),
    'GET /api/league/current': () =>
      (state.league.shift() ?? (() => new Response('null', { status: 500 })))(),
    'GET /api/league/rankings': () => state.rankingsReply?.() ?? state.rankings,
    'GET /api/league/crews': () => state.crews,
    'GET /api/weekly-theme': () => state.weeklyTheme ?? json(503, { error: 'unavailable', message: 'down' }),
    'GET /api/friends': () => state.friends,
    'POST /api/friend-requests': () => state.friendRequestReply(),
    'POST /api/league/create-crew': () => state.createReply(),
    'POST /api/league/join-crew': () => state.joinReply(),
    'POST /api/league/decline-crew': () => json(200, []),
    'POST /api/league/leave-crew': () => json(200, []),
  });
  const state = {
    league: [] as Array<() => Response>,
    user,
    rankings: [] as LeagueRankingEntry[],
    /** When set, answers the rankings instead of `rankings` (e.g. an outage). */
    rankingsReply: null as null | (() => Response),
    crews: [] as Crew[],
    /** svc-learning's weekly theme answer; null answers 503 (the banner falls back to the rotation). */
    weeklyTheme: null as WeeklyThemeResponse | null,
    friends: [] as FriendEntry[],
    friendRequestReply: (): Response => json(200, { success: true, requestId: 'r1', status: 'pending' }),
    createReply: (): Response => json(500, { error: 'internal', message: 'boom' }),
    joinReply: (): Response => json(500, { error: 'internal', message: 'boom' }),
    get paths() {
      return api.calls.map((c) => c.path);
    },
    posts: (path: string) =>
      api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body),
  };
  return state;
}
