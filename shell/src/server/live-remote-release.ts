// Which release of a remote the renderer draws its screens from: the live one in the remote list the
// release command writes (/remotes.json), so server markup and client hydration come from the same
// release. Each remote that has screens drawn on the server (SERVER_REMOTES) builds a server entry
// with each release (<release>/server/<name>.js); a release's entry is evaluated in a render core of
// its own (render-core.tsx), loaded when the live entry changes; pages being drawn by the previous
// core finish with it. A page shows one remote's screen in the shell's layout, as a fresh browser
// page loads only that remote, so each remote has its cores of its own. During a canary the live
// entry is drawn: a learner whose browser takes the canary hydrates over it and React redraws the
// differences (one repaint).
import type { RemoteComponentModule } from '../lib/remotes/federation-loader';
import { parseRemoteConfig } from '../lib/remotes/remote-config';
import type * as RenderCoreModule from './render-core';

export type RenderCore = typeof RenderCoreModule;

/** What a remote's server entry exports: the modules a server may draw, by the id the route table loads them with. */
export interface RemoteServerEntry {
  serverModules: Readonly<Record<string, RemoteComponentModule>>;
}

/** A remote whose screens the renderer draws, and where its server entry lies beside its manifest. */
export interface ServerRemote {
  /** Its name in the remote list (and the prefix of its modules' ids): 'mf_learn'. */
  name: string;
  /** The server entry, relative to the release's manifest. */
  entry: string;
}

/** The remotes whose screens the renderer draws (their webpack.config.js `serverEntries`). */
export const SERVER_REMOTES = {
  mf_learn: { name: 'mf_learn', entry: 'server/learn-render.js' },
  mf_social: { name: 'mf_social', entry: 'server/social-render.js' },
  mf_account: { name: 'mf_account', entry: 'server/account-render.js' },
} as const satisfies Record<string, ServerRemote>;

/** How long a release whose server entry failed to load is not tried again (a missing file stays missing). */
export const FAILED_RETRY_MS = 30_000;

export interface LiveReleaseDeps {
  /** The body of `url` (a timeout applied), rejecting on anything but 200. */
  fetchText: (url: string) => Promise<string>;
  /** A fresh render core. */
  makeCore: () => RenderCore;
  /** The exports of a server entry's `code`, its `require` answered by `requireFn`. */
  evaluate: (code: string, filename: string, requireFn: (id: string) => unknown) => unknown;
  onLoaded: (entry: string) => void;
  now?: () => number;
}

/** The server entry of the release whose manifest is `manifestUrl`; only on the remote list's origin. */
export function serverEntryUrl(remote: ServerRemote, manifestUrl: string, remotesUrl: string): string {
  const url = new URL(remote.entry, new URL(manifestUrl, remotesUrl));
  if (url.origin !== new URL(remotesUrl).origin)
    throw new Error(`${remote.name}'s entry ${manifestUrl} is not on ${new URL(remotesUrl).origin}`);
  return url.href;
}

async function loadRelease(
  remote: ServerRemote,
  entry: string,
  remotesUrl: string,
  deps: LiveReleaseDeps,
): Promise<RenderCore> {
  const url = serverEntryUrl(remote, entry, remotesUrl);
  const code = await deps.fetchText(url);
  const core = deps.makeCore();
  await core.loadServerLayout();
  const exports = deps.evaluate(code, url, (id) => {
    if (Object.hasOwn(core.SHARED_MODULES, id)) return core.SHARED_MODULES[id];
    throw new Error(`${url} requires ${id}, which the renderer does not share`);
  }) as Partial<RemoteServerEntry>;
  if (!exports?.serverModules) throw new Error(`${url} exports no serverModules`);
  core.installServerModules(exports.serverModules);
  deps.onLoaded(entry);
  return core;
}

/**
 * A function answering the render core of `remote`'s live release and its entry: the remote list is
 * read on every call (a switch shows on the next page), the core loaded once per release.
 */
export function liveRemoteRelease(remote: ServerRemote, remotesUrl: string, deps: LiveReleaseDeps) {
  const now = deps.now ?? Date.now;
  let current: { entry: string; core: Promise<RenderCore> } | undefined;
  const failed = new Map<string, number>();
  return async function live(): Promise<{ entry: string; core: RenderCore }> {
    const list = parseRemoteConfig(JSON.parse(await deps.fetchText(remotesUrl)), remotesUrl);
    const entry = list.find((listed) => listed.name === remote.name)?.entry;
    if (!entry) throw new Error(`the remote list names no ${remote.name}`);
    if (current?.entry !== entry) {
      const failedAt = failed.get(entry);
      if (failedAt !== undefined && now() - failedAt < FAILED_RETRY_MS)
        throw new Error(`${entry}'s server entry failed to load less than ${FAILED_RETRY_MS} ms ago`);
      const loading = loadRelease(remote, entry, remotesUrl, deps);
      current = { entry, core: loading };
      loading.then(
        () => failed.delete(entry),
        () => {
          failed.set(entry, now());
          if (current?.core === loading) current = undefined;
        },
      );
    }
    return { entry, core: await current.core };
  };
}
