/**
 * Remembers for a moment that a session is live, so identity's signed-in routes do not ask the
 * database on every request (one of the four round trips of GET /api/user).
 *
 * - Only "live" is remembered, for ACTIVE_CACHE_MS; an ended or unknown session is asked again.
 * - Every write to the sessions collection in this process (revocation, rotation, erasure) forgets
 *   everything, before and after the write; a read that overlapped a write is not remembered (the
 *   generation check), so in this process a logout counts at once.
 * - Another replica may still accept the session for up to ACTIVE_CACHE_MS: the same trade-off the
 *   other services make with SESSION_CHECK_MS (5 s), kept shorter here.
 */
export const ACTIVE_CACHE_MS = 2000;
const MAX_ENTRIES = 50_000;

const live = new Map<string, number>();
let generation = 0;

/** Forget every remembered session (called around each write to the sessions collection). */
export function forgetActiveSessions(): void {
  generation++;
  live.clear();
}

/** Whether `sessionId` is live, from memory when recently confirmed, else by `ask`. */
export async function cachedSessionActive(
  sessionId: string,
  ask: (sessionId: string) => Promise<boolean>,
  nowMs = Date.now(),
): Promise<boolean> {
  const until = live.get(sessionId);
  if (until !== undefined && until > nowMs) return true;
  const started = generation;
  const active = await ask(sessionId);
  if (active && started === generation) {
    if (live.size >= MAX_ENTRIES) live.clear();
    live.set(sessionId, nowMs + ACTIVE_CACHE_MS);
  } else if (!active) {
    live.delete(sessionId);
  }
  return active;
}
