/** @jest-environment node */
import {
  liveRemoteRelease,
  serverEntryUrl,
  FAILED_RETRY_MS,
  SERVER_REMOTES,
  type LiveReleaseDeps,
  type RenderCore,
} from '../live-remote-release';

const LEARN = SERVER_REMOTES.mf_learn;
const liveLearnRelease = (remotesUrl: string, deps: LiveReleaseDeps) =>
  liveRemoteRelease(LEARN, remotesUrl, deps);

const REMOTES = 'http://gateway:8080/remotes.json';
const entry = (version: string) => `/mf/learn/${version}/mf-manifest.json`;
const V1 = '1.0.0-aaaaaaaaaa';
const V2 = '1.0.0-bbbbbbbbbb';

/** A platform whose remote list names `live.version` and whose releases' server entries are `files`. */
function platform(files: Record<string, string>) {
  const live = { version: V1 };
  const fetched: string[] = [];
  const cores: { modules?: Record<string, unknown>; layoutFirst: boolean }[] = [];
  let clock = 0;
  const deps: LiveReleaseDeps = {
    fetchText: async (url) => {
      fetched.push(url);
      if (url === REMOTES)
        return JSON.stringify({
          mf_learn: { entry: entry(live.version) },
          mf_social: { entry: `/mf/social/${live.version}/mf-manifest.json` },
        });
      const body = files[url];
      if (body === undefined) throw new Error(`${url} answered 404`);
      return body;
    },
    makeCore: () => {
      const record: (typeof cores)[number] = { layoutFirst: false };
      let layoutLoaded = false;
      cores.push(record);
      return {
        SHARED_MODULES: { react: 'the renderer react' },
        loadServerLayout: async () => {
          layoutLoaded = true;
        },
        installServerModules: (modules: Record<string, unknown>) => {
          record.modules = modules;
          record.layoutFirst = layoutLoaded;
        },
      } as unknown as RenderCore;
    },
    // The "bundle" is the component's name; it requires React to prove the shared copy is handed in.
    evaluate: (code, file, requireFn) => ({
      serverModules: {
        [file.includes('/social/') ? 'mf_social/LeagueScreen' : 'mf_learn/LearnHome']: {
          default: `${code} with ${String(requireFn('react'))}`,
        },
      },
    }),
    onLoaded: () => undefined,
    now: () => clock,
  };
  return { live, fetched, cores, deps, tick: (ms: number) => (clock += ms) };
}

describe('the remote releases the renderer draws', () => {
  it("when the remote list names a release, then its server entry is loaded into a core after the layout, with the renderer's shared libraries", async () => {
    const p = platform({ [p0(V1)]: 'Learn v1' });
    const { entry: drawn } = await liveLearnRelease(REMOTES, p.deps)();
    expect(drawn).toBe(`http://gateway:8080${entry(V1)}`);
    expect(p.cores).toEqual([
      {
        layoutFirst: true,
        modules: { 'mf_learn/LearnHome': { default: 'Learn v1 with the renderer react' } },
      },
    ]);
  });

  it('when the live release does not change, then the list is read for every page but the release loaded once', async () => {
    const p = platform({ [p0(V1)]: 'Learn v1' });
    const live = liveLearnRelease(REMOTES, p.deps);
    const [a, b] = [await live(), await live()];
    expect(a.core).toBe(b.core);
    expect(p.fetched.filter((url) => url === REMOTES)).toHaveLength(2);
    expect(p.cores).toHaveLength(1);
  });

  it('when another release is switched in, then the next page is drawn by a fresh core holding that release', async () => {
    const p = platform({ [p0(V1)]: 'Learn v1', [p0(V2)]: 'Learn v2' });
    const live = liveLearnRelease(REMOTES, p.deps);
    const first = await live();
    p.live.version = V2;
    const second = await live();
    expect(second.entry).toBe(`http://gateway:8080${entry(V2)}`);
    expect(second.core).not.toBe(first.core);
    expect(p.cores.map((c) => c.modules?.['mf_learn/LearnHome'])).toEqual([
      { default: 'Learn v1 with the renderer react' },
      { default: 'Learn v2 with the renderer react' },
    ]);
  });

  it('when a release has no server entry, then pages fail (plain page) and it is not fetched again for a while', async () => {
    const p = platform({});
    const live = liveLearnRelease(REMOTES, p.deps);
    await expect(live()).rejects.toThrow('404');
    await expect(live()).rejects.toThrow('failed to load');
    expect(p.fetched.filter((url) => url !== REMOTES)).toHaveLength(1);
    p.tick(FAILED_RETRY_MS);
    await expect(live()).rejects.toThrow('404');
    expect(p.fetched.filter((url) => url !== REMOTES)).toHaveLength(2);
  });

  it("when a page shows mf-social's screen, then mf-social's live server entry is loaded into a core of its own", async () => {
    const social = `http://gateway:8080/mf/social/${V1}/server/social-render.js`;
    const p = platform({ [p0(V1)]: 'Learn v1', [social]: 'League v1' });
    const learn = await liveLearnRelease(REMOTES, p.deps)();
    const league = await liveRemoteRelease(SERVER_REMOTES.mf_social, REMOTES, p.deps)();
    expect(league.entry).toBe(`http://gateway:8080/mf/social/${V1}/mf-manifest.json`);
    expect(league.core).not.toBe(learn.core);
    expect(p.cores[1]).toEqual({
      layoutFirst: true,
      modules: { 'mf_social/LeagueScreen': { default: 'League v1 with the renderer react' } },
    });
  });

  it('when the remote list points mf_learn at another origin, then no code is fetched from there', () => {
    expect(serverEntryUrl(LEARN, entry(V1), REMOTES)).toBe(p0(V1));
    expect(() => serverEntryUrl(LEARN, 'https://evil.example/mf/learn/mf-manifest.json', REMOTES)).toThrow(
      'is not on http://gateway:8080',
    );
  });
});

function p0(version: string): string {
  return `http://gateway:8080/mf/learn/${version}/server/learn-render.js`;
}
