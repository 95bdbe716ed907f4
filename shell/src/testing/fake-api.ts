// Answers `fetch` at the network boundary for shell tests: a route table of path → handler,
// GET /api/user answered with a learner by default, everything else 404. Records every request.
import type { User } from '@fff/contracts';

/** One recorded request with its parsed JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

type Handler = (req: SeenRequest) => Response | Promise<Response>;

/** JSON response helper. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A complete learner as GET /api/user returns it. */
export const testUser: User = {
  id: '64b7f0c2a1b2c3d4e5f60718', username: 'cook_jane', email: 'jane.cook@gmail.com', firstName: '', lastName: '', bio: '',
  avatarUrl: null, createdAt: '2025-01-01T00:00:00.000Z', isDeveloper: false, emailVerified: true, referralCode: 'JANE1234',
  totalReferrals: 0, profileVisibility: 'public', showProgressToFriends: true, allowFriendRequests: true, showOnlineStatus: true,
  emailNotifications: true, marketingEmails: false, allowDataCollection: true, shareActivityUpdates: true,
  characterSkinTone: 'medium', characterHairColor: 'brown', characterOutfit: 'apron', characterClothingColor: 'red',
  progressionAvailable: true, xp: 0, prepXp: 0, flavorXp: 0, scienceXp: 0, level: 1, prestige: 0, hearts: 5, nextHeartAt: null,
  coins: 0, spiceStones: 0, flavourStones: 0, streak: 0, longestStreak: 0, lastStreakDate: null, streakFreezeCount: 0,
  isMaxLevel: false, prestigeTitle: null,
};

/** Installs the fake; `routes` keys are "METHOD /api/path". Returns the list of seen requests. */
export function fakeApi(routes: Record<string, Handler> = {}): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const table: Record<string, Handler> = { 'GET /api/user': () => json(200, testUser), ...routes };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const req: SeenRequest = {
      method: request.method, path: url.pathname, search: url.search, headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(req);
    const handler = table[`${req.method} ${req.path}`];
    return handler ? handler(req) : json(404, { error: 'not_found', message: 'Not found' });
  }) as typeof fetch;
  return seen;
}
