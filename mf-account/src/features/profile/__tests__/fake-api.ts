// Answers fetch at the network boundary by "METHOD /path"; records each request.

/** A user as GET /api/user answers, with overrides. */
export function userBody(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a'.repeat(24), username: 'ember_cook', email: 'ember@gmail.com', firstName: '', lastName: '', bio: '',
    avatarUrl: null, createdAt: '2025-03-04T10:00:00.000Z', isDeveloper: false, emailVerified: true,
    referralCode: 'EMBER1', totalReferrals: 0, profileVisibility: 'public', showProgressToFriends: true,
    allowFriendRequests: true, showOnlineStatus: true, emailNotifications: true, marketingEmails: false,
    allowDataCollection: true, shareActivityUpdates: true, characterSkinTone: 'medium', characterHairColor: 'brown',
    characterOutfit: 'chef', characterClothingColor: 'purple', progressionAvailable: true,
    xp: 75, prepXp: 45, flavorXp: 10, scienceXp: 20, level: 3, prestige: 0, hearts: 5, nextHeartAt: null,
    coins: 7, spiceStones: 12, flavourStones: 12, streak: 3, longestStreak: 4, lastStreakDate: '2026-01-15',
    streakFreezeCount: 0, ...overrides,
  };
}

/** One answer: status and JSON body. */
export interface Answer { status?: number; body: unknown }
type Handler = (req: Request) => Answer | Promise<Answer>;

/** Installs a fetch answering `routes['GET /api/user']` etc.; unknown routes get 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    requests.push(req);
    const url = new URL(req.url);
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return new Response('{"message":"not here"}', { status: 404 });
    const { status = 200, body } = await handler(req);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return requests;
}
