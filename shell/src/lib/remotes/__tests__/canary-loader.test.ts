// The federation loader with a canary in /remotes.json: the learner's choice is registered, and a
// canary that fails to load or throws at start is reported and left for the stable version.
import type * as Runtime from '@module-federation/enhanced/runtime';
import type { loadFederatedModule } from '../federation-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('../page-reload', () => ({ reloadPage: jest.fn(() => new Promise(() => undefined)) }));

const STABLE = '/mf/social/1.0.0-aaaaaaaaaa/mf-manifest.json';
const NEXT = '/mf/social/1.1.0-bbbbbbbbbb/mf-manifest.json';
const abs = (path: string) => `http://localhost${path}`;
const Screen = () => null;

/** Every POST to /api/remote-reports, by body. */
let reports: unknown[];

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
  reports = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === '/api/remote-reports') {
      reports.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify({ mf_social: { entry: STABLE, next: { entry: NEXT, share: 100 } } }));
  }) as typeof fetch;
});

/** A new page: fresh loader state (its registration is per page) and its mocks. */
function newPage(): {
  load: typeof loadFederatedModule;
  registerRemotes: jest.MockedFunction<typeof Runtime.registerRemotes>;
  loadRemote: jest.MockedFunction<typeof Runtime.loadRemote>;
  reloadPage: jest.Mock;
} {
  let page!: ReturnType<typeof newPage>;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- module state of one page */
    const runtime = require('@module-federation/enhanced/runtime') as typeof Runtime;
    const { reloadPage } = require('../page-reload') as { reloadPage: jest.Mock };
    const { loadFederatedModule: load } = require('../federation-loader') as {
      loadFederatedModule: typeof loadFederatedModule;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    page = {
      load,
      registerRemotes: jest.mocked(runtime.registerRemotes),
      loadRemote: jest.mocked(runtime.loadRemote),
      reloadPage,
    };
  });
  return page;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a canary in the remote list', () => {
  it('when the canary fails to load, then it is reported, the move is kept and the page loads again, which registers the stable version', async () => {
    const first = newPage();
    first.loadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    let outcome = 'pending';
    first.load('mf_social/LeagueScreen', 0).then(
      () => (outcome = 'loaded'),
      () => (outcome = 'failed'),
    );
    await settled();
    expect(first.registerRemotes.mock.calls).toEqual([[[{ name: 'mf_social', entry: abs(NEXT) }]]]);
    expect(reports).toEqual([{ remote: 'mf_social', version: '1.1.0-bbbbbbbbbb', stage: 'load' }]);
    // The screen keeps its loading text until the page is replaced.
    expect(first.reloadPage).toHaveBeenCalledTimes(1);
    expect(outcome).toBe('pending');

    const next = newPage();
    next.loadRemote.mockResolvedValue({ default: Screen });
    await next.load('mf_social/LeagueScreen', 0);
    expect(next.registerRemotes.mock.calls).toEqual([[[{ name: 'mf_social', entry: abs(STABLE) }]]]);
  });

  it('when the move cannot be kept (no storage), then the stable version is registered and loaded in this page', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { load, loadRemote, registerRemotes, reloadPage } = newPage();
    loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Screen });
    await expect(load('mf_social/LeagueScreen', 0)).resolves.toEqual({ default: Screen });
    expect(registerRemotes.mock.calls[1]).toEqual([
      [{ name: 'mf_social', entry: abs(STABLE) }],
      { force: true },
    ]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('when the canary throws at start, then it is reported as start and the page loads again on the stable version', async () => {
    const { load, loadRemote, reloadPage } = newPage();
    loadRemote.mockResolvedValue({ default: Screen });
    await load('mf_social/LeagueScreen', 0);
    void load.failedAtStart?.('mf_social/LeagueScreen', new Error('boom'));
    await settled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ remote: 'mf_social', version: '1.1.0-bbbbbbbbbb', stage: 'start' }]);
    expect(JSON.parse(localStorage.getItem('fff-remote-fallbacks') ?? '{}')).toEqual({
      mf_social: abs(NEXT),
    });
  });

  it('when the stable version fails to load, then it is reported and the error reaches the boundary, not reported twice', async () => {
    localStorage.setItem('fff-remote-fallbacks', JSON.stringify({ mf_social: abs(NEXT) }));
    const failure = new Error('manifest 503');
    const { load, loadRemote, reloadPage } = newPage();
    loadRemote.mockRejectedValue(failure);
    await expect(load('mf_social/LeagueScreen', 0)).rejects.toBe(failure);
    await expect(load.failedAtStart?.('mf_social/LeagueScreen', failure)).resolves.toBe(false);
    await expect(load.failedAtStart?.('mf_social/LeagueScreen', new Error('drawn wrong'))).resolves.toBe(
      false,
    );
    expect(reports).toEqual([
      { remote: 'mf_social', version: '1.0.0-aaaaaaaaaa', stage: 'load' },
      { remote: 'mf_social', version: '1.0.0-aaaaaaaaaa', stage: 'start' },
    ]);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
