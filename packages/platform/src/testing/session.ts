// The session as a test arranges it: the access token is in the platform's memory (never in
// localStorage), so tests put it there, or take it away, through this helper. Like Testing
// Library's auto-cleanup, importing @fff/platform/testing forgets the token after each test, so
// no test inherits the previous one's session.
import { setToken } from '../session/token';

/** Puts `token` in memory as a previous sign-in would have (null: no session). */
export function setTestToken(token: string | null): void {
  setToken(token);
}

if (typeof afterEach === 'function') afterEach(() => setToken(null));
