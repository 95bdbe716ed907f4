// The refresh cookie as the fake server sees it: POST /api/auth/refresh answers a token for the
// learner the cookie belongs to, or the identity service's 401 when it belongs to nobody.
import type { FakeHandler } from './fake-api';
import { testUser } from './test-user';

/** The refresh route's handler; `owner()` is read at each call (null: no session). */
export function refreshCookieRoute(owner: () => string | null): FakeHandler {
  return () => {
    const username = owner();
    return username
      ? { token: `token-of-${username}`, user: testUser({ username }) }
      : { status: 401, body: { error: 'unauthorized', message: 'Please sign in again.' } };
  };
}
