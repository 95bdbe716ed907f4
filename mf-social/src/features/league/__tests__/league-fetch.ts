// Answers `fetch` at the network boundary for the league screen: GET /api/league/current from a
// queue of answers (500 when empty) and GET /api/user from `user` (401 when null).
import { userSchema, type User } from '@fff/contracts';

/** A valid GET /api/user answer with the given XP split. */
export function userWithXp(prepXp: number, flavorXp: number, scienceXp: number): User {
  return userSchema.parse({
    id: '64b000000000000000000001', username: 'chef_ana', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cook',
    bio: '', avatarUrl: null, createdAt: '2025-05-01T10:00:00.000Z', isDeveloper: false, emailVerified: true,
    referralCode: 'ANA123', totalReferrals: 0, profileVisibility: 'public', showProgressToFriends: true,
    allowFriendRequests: true, showOnlineStatus: true, emailNotifications: true, marketingEmails: false,
    allowDataCollection: true, shareActivityUpdates: true, characterSkinTone: 'medium', characterHairColor: 'brown',
    characterOutfit: 'chef', characterClothingColor: 'purple', progressionAvailable: true,
    xp: prepXp + flavorXp + scienceXp, prepXp, flavorXp, scienceXp, level: 1, prestige: 0, hearts: 5, nextHeartAt: null,
    coins: 0, spiceStones: 0, flavourStones: 0, streak: 0, longestStreak: 0, lastStreakDate: null, streakFreezeCount: 0,
    isMaxLevel: false, prestigeTitle: null,
  });
}

/** Install the fake; returns the league answer queue, the user slot and the paths called. */
export function fakeLeagueBackend(user: User | null = userWithXp(0, 0, 0)) {
  const state = { league: [] as Array<() => Response>, user, paths: [] as string[] };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    state.paths.push(url.pathname);
    if (url.pathname === '/api/user') {
      return state.user ? Response.json(state.user) : Response.json({ error: 'unauthorized', message: 'Please sign in again.' }, { status: 401 });
    }
    if (url.pathname === '/api/league/current') return (state.league.shift() ?? (() => new Response('null', { status: 500 })))();
    return Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
  }) as typeof fetch;
  return state;
}
