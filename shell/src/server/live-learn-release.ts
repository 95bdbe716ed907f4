// Which mf-learn release the renderer draws Learn from: the live one in the remote list the release
// command writes (/remotes.json), so server markup and client hydration come from the same release.
// Each release's server entry (<release>/server/learn-render.js, built with it) is evaluated in a
// render core of its own (render-core.tsx), loaded when the live entry changes; pages being drawn by
// the previous core finish with it. During a canary the live entry is drawn: a learner whose browser
// takes the canary hydrates over it and React redraws the differences (one repaint).
import type { RemoteComponentModule } from '../lib/remotes/federation-loader';
import { parseRemoteConfig } from '../lib/remotes/remote-config';
// The renderer's one dependency on mf-learn: the shape of its server entry (a type; the code comes
// from the release). eslint.config.mjs allows shell/src/server this import and no other of mf-learn.
import type { LearnServerEntry } from '../../../mf-learn/src/server/learn-render';
import type * as RenderCoreModule from './render-core';

export type RenderCore = typeof RenderCoreModule;

/** The remote whose screen the renderer draws, and where its server entry lies beside its manifest. */
export const LEARN_REMOTE = 'mf_learn';
export const LEARN_SERVER_ENTRY = 'server/learn-render.js';
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
export function serverEntryUrl(manifestUrl: string, remotesUrl: string): string {
  const url = new URL(LEARN_SERVER_ENTRY, new URL(manifestUrl, remotesUrl));
  if (url.origin !== new URL(remotesUrl).origin)
    throw new Error(`${LEARN_REMOTE}'s entry ${manifestUrl} is not on ${new URL(remotesUrl).origin}`);
  return url.href;
}

async function loadRelease(entry: string, remotesUrl: string, deps: LiveReleaseDeps): Promise<RenderCore> {
  const url = serverEntryUrl(entry, remotesUrl);
  const code = await deps.fetchText(url);
  const core = deps.makeCore();
  await core.loadServerLayout();
  const exports = deps.evaluate(code, url, (id) => {
    if (Object.hasOwn(core.SHARED_MODULES, id)) return core.SHARED_MODULES[id];
    throw new Error(`${url} requires ${id}, which the renderer does not share`);
  }) as Partial<LearnServerEntry>;
  if (!exports?.serverModules) throw new Error(`${url} exports no serverModules`);
  core.installServerModules(exports.serverModules as Record<string, RemoteComponentModule>);
  deps.onLoaded(entry);
  return core;
}

/**
 * A function answering the render core of the live mf-learn release and its entry: the remote list
 * is read on every call (a switch shows on the next page), the core loaded once per release.
 */
export function liveLearnRelease(remotesUrl: string, deps: LiveReleaseDeps) {
  const now = deps.now ?? Date.now;
  let current: { entry: string; core: Promise<RenderCore> } | undefined;
  const failed = new Map<string, number>();
  return async function live(): Promise<{ entry: string; core: RenderCore }> {
    const list = parseRemoteConfig(JSON.parse(await deps.fetchText(remotesUrl)), remotesUrl);
    const entry = list.find((remote) => remote.name === LEARN_REMOTE)?.entry;
    if (!entry) throw new Error(`the remote list names no ${LEARN_REMOTE}`);
    if (current?.entry !== entry) {
      const failedAt = failed.get(entry);
      if (failedAt !== undefined && now() - failedAt < FAILED_RETRY_MS)
        throw new Error(`${entry}'s server entry failed to load less than ${FAILED_RETRY_MS} ms ago`);
      const loading = loadRelease(entry, remotesUrl, deps);
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
