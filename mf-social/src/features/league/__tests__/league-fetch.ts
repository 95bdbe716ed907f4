// The league screen's backend on @fff/platform/testing's fetch fake: GET /api/league/current from a
// queue of answers (500 when empty) and GET /api/user from `user` (401 when null).
import type { User } from '@fff/contracts';
import { fakeApi, json, testUser } from '@fff/platform/testing';

/** A learner as GET /api/user answers it, with the given XP split. */
export function userWithXp(prepXp: number, flavorXp: number, scienceXp: number): User {
  return testUser({ xp: prepXp + flavorXp + scienceXp, prepXp, flavorXp, scienceXp });
}

/** Install the fake; returns the league answer queue, the user slot and the paths called. */
export function fakeLeagueBackend(user: User | null = userWithXp(0, 0, 0)) {
  const api = fakeApi({
    'GET /api/user': () => (state.user ? state.user : json(401, { error: 'unauthorized', message: 'Please sign in again.' })),
    'GET /api/league/current': () => (state.league.shift() ?? (() => new Response('null', { status: 500 })))(),
  });
  const state = {
    league: [] as Array<() => Response>,
    user,
    get paths() { return api.calls.map((c) => c.path); },
  };
  return state;
}
