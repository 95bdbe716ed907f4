// When the shell's client starts: on the pre-rendered /auth of a signed-out visitor at their first
// interaction, everywhere else at once.
import { startEarlyRefresh, takeEarlyRefresh } from '@fff/platform/early-refresh';
import { PRERENDERED_ATTRIBUTE } from '../auth-page-html';
import { clientStart, LEARNER_IDLE_START_MS } from '../client-start';
import { RENDERED_FOR_ATTRIBUTE } from '../learner-page-attributes';

const answer = (status: number) => Promise.resolve(new Response('{}', { status }));
/** Whether `promise` has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

let root: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/auth');
  root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ATTRIBUTE, '/auth');
  document.body.append(root);
});
afterEach(() => {
  root.removeAttribute(RENDERED_FOR_ATTRIBUTE);
  root.remove();
  takeEarlyRefresh();
});

describe('when the client starts', () => {
  it('when nobody is signed in on the pre-rendered /auth, then it waits for the first interaction', async () => {
    const start = clientStart(answer(401));
    expect(await settled(start)).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
  });

  it.each(['pointerdown', 'pointermove', 'focusin', 'touchstart'])(
    'when the first interaction is %s, then it starts',
    async (type) => {
      const start = clientStart(answer(401));
      expect(await settled(start)).toBe(false);
      root.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(start)).toBe(true);
    },
  );

  it.each([
    ['someone is signed in (on to Learn)', 200],
    ['identity is down (its outage screen)', 502],
    ['the check was throttled', 429],
  ])('when %s, then it starts at once', async (_why, status) => {
    expect(await settled(clientStart(answer(status)))).toBe(true);
  });

  it('when the check could not be sent, then it starts at once', async () => {
    expect(await settled(clientStart(Promise.reject(new TypeError('offline'))))).toBe(true);
  });

  it('when the saved theme is dark (the light markup is not theirs), then it starts at once', async () => {
    localStorage.setItem('theme', 'dark');
    expect(await settled(clientStart(answer(401)))).toBe(true);
  });

  it('when the address has a query (an invite code, a token), then it starts at once', async () => {
    window.history.replaceState(null, '', '/auth?ref=ABC123');
    expect(await settled(clientStart(answer(401)))).toBe(true);
  });

  it('when the page was not pre-rendered, then it starts at once', async () => {
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    expect(await settled(clientStart(answer(401)))).toBe(true);
  });

  it('when the visitor acts after the check said nobody is signed in, then the client adopts that answer (one refresh per page)', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(401));
    const start = clientStart(startEarlyRefresh());
    expect(await settled(start)).toBe(false);
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
    expect(takeEarlyRefresh()).toBeDefined();
    expect(fetched).toHaveBeenCalledTimes(1);
    fetched.mockRestore();
  });

  it('when another tab signed in before the visitor acts, then the client asks again instead of adopting the old answer', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(401));
    const start = clientStart(startEarlyRefresh());
    expect(await settled(start)).toBe(false);
    const otherTab = new BroadcastChannel('fff-session');
    otherTab.postMessage({ kind: 'signedIn' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    otherTab.close();
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
    expect(takeEarlyRefresh()).toBeUndefined();
    fetched.mockRestore();
  });

  it('when the visitor acts while the check is still out, then the client adopts it', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    const start = clientStart(startEarlyRefresh());
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
    expect(takeEarlyRefresh()).toBeDefined();
    fetched.mockRestore();
  });
});

describe("when the client starts on a learner's page drawn by the server", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    root.setAttribute(PRERENDERED_ATTRIBUTE, '/');
    root.setAttribute(RENDERED_FOR_ATTRIBUTE, 'learner-1');
  });
  afterEach(() => jest.useRealTimers());

  it('when their session holds, then it waits for the first interaction', async () => {
    const start = clientStart(answer(200));
    expect(await settled(start)).toBe(false);
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
  });

  it.each([
    ['their session ended (the page must give way to /auth)', 401],
    ['identity is down (its outage screen)', 502],
  ])('when %s, then it starts at once', async (_why, status) => {
    expect(await settled(clientStart(answer(status)))).toBe(true);
  });

  it('when the learner only watches, then it starts once the browser is idle after the load', async () => {
    jest.useFakeTimers();
    const idle = jest.fn((callback: () => void) => (callback(), 1));
    Object.assign(window, { requestIdleCallback: idle });
    let started = false;
    void clientStart(answer(200)).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(LEARNER_IDLE_START_MS - 1);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalled();
    expect(started).toBe(true);
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('when their saved theme is dark (the light markup is not theirs), then it starts at once', async () => {
    localStorage.setItem('theme', 'dark');
    expect(await settled(clientStart(answer(200)))).toBe(true);
  });

  it('when another tab signs out (or in), then it starts at once and asks for the session again', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200));
    const start = clientStart(startEarlyRefresh());
    expect(await settled(start)).toBe(false);
    const otherTab = new BroadcastChannel('fff-session');
    otherTab.postMessage({ kind: 'signedOut' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    otherTab.close();
    expect(await settled(start)).toBe(true);
    // The answer the page got at its load was discarded: the client's own check goes out anew.
    expect(takeEarlyRefresh()).toBeUndefined();
    fetched.mockRestore();
  });
});
