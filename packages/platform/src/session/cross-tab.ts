// Session notices between the tabs of one browser: "a session started here" and "the session ended
// here". BroadcastChannel carries them; where it is missing, a localStorage write does (its `storage`
// event fires in every other tab). Notices never carry a token: a tab that follows a new session
// asks for its own access token with the shared refresh cookie.
import { STORAGE_KEYS, storage } from '../storage';

/** What another tab announced. */
export type SessionNotice = { kind: 'signedIn' } | { kind: 'signedOut' };

const CHANNEL_NAME = 'fff-session';

function isNotice(value: unknown): value is SessionNotice {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'signedIn' || kind === 'signedOut';
}

// One channel per page, for sending and listening: BroadcastChannel never delivers a message to the
// instance that posted it, so a tab never hears its own notices (another instance in the page would).
let channel: BroadcastChannel | null | undefined;
function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    // Node (tests) would otherwise keep the process alive for the channel.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells every other tab of this origin about a session change in this tab. */
export function announceSession(notice: SessionNotice): void {
  const bc = sharedChannel();
  if (bc) {
    bc.postMessage(notice);
    return;
  }
  // A fresh value each time, so two equal notices in a row still fire a storage event.
  storage()?.setItem(
    STORAGE_KEYS.sessionNotice,
    JSON.stringify({ ...notice, at: `${Date.now()}-${Math.random()}` }),
  );
}

/** Calls `onNotice` for each notice another tab sends; returns the unsubscribe. */
export function listenToOtherTabs(onNotice: (notice: SessionNotice) => void): () => void {
  const bc = sharedChannel();
  if (bc) {
    const onMessage = (event: MessageEvent) => {
      if (isNotice(event.data)) onNotice({ kind: event.data.kind });
    };
    bc.addEventListener('message', onMessage);
    return () => bc.removeEventListener('message', onMessage);
  }
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.sessionNotice || !event.newValue) return;
    try {
      const notice: unknown = JSON.parse(event.newValue);
      if (isNotice(notice)) onNotice({ kind: notice.kind });
    } catch {
      // Not ours: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
