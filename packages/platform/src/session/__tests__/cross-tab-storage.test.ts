// Where BroadcastChannel is missing, session notices travel through a localStorage write, whose
// `storage` event fires in every other tab.
import type { SessionNotice } from '../cross-tab';

type CrossTab = typeof import('../cross-tab');

const saved = globalThis.BroadcastChannel;
afterEach(() => {
  globalThis.BroadcastChannel = saved;
});

/** A fresh copy of the module in a browser without BroadcastChannel (until the test ends). */
function withoutBroadcastChannel(): CrossTab {
  // @ts-expect-error: simulating a browser without BroadcastChannel
  delete globalThis.BroadcastChannel;
  let mod: CrossTab | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<CrossTab>('../cross-tab');
  });
  return mod!;
}

describe('cross-tab notices without BroadcastChannel', () => {
  it('when another tab writes a notice, then the listener hears it; a foreign key or a bad value is ignored', () => {
    const { listenToOtherTabs } = withoutBroadcastChannel();
    const heard: SessionNotice[] = [];
    const stop = listenToOtherTabs((n) => heard.push(n));
    const fire = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire('session_notice', JSON.stringify({ kind: 'signedIn', at: '1' }));
    fire('session_notice', JSON.stringify({ kind: 'signedOut', at: '2' }));
    fire('theme', JSON.stringify({ kind: 'signedOut' }));
    fire('session_notice', 'not json');
    fire('session_notice', JSON.stringify({ kind: 'somethingElse' }));
    stop();
    fire('session_notice', JSON.stringify({ kind: 'signedOut', at: '3' }));
    expect(heard).toEqual([{ kind: 'signedIn' }, { kind: 'signedOut' }]);
  });

  it('when this tab announces, then a fresh value is written each time (so equal notices still fire)', () => {
    const { announceSession } = withoutBroadcastChannel();
    announceSession({ kind: 'signedOut' });
    const first = localStorage.getItem('session_notice');
    announceSession({ kind: 'signedOut' });
    const second = localStorage.getItem('session_notice');
    expect(JSON.parse(first ?? '{}').kind).toBe('signedOut');
    expect(second).not.toBe(first);
    expect(first).not.toMatch(/token/i);
  });
});
