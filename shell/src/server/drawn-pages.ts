// The pages the renderer draws for a signed-in learner: the tab screens, each from its remote's live
// release (live-remote-release.ts). The gateway sends these paths here (its PAGE_RENDERER.paths);
// any other path, or one of these with a remote that cannot be loaded, is the plain page.
import { PATHS } from '../config/paths';
import { SERVER_REMOTES, type ServerRemote } from './live-remote-release';

/** Each drawn path and the remote whose screen it shows (the route table's module for it). */
export const DRAWN_PAGES: Readonly<Record<string, ServerRemote>> = {
  [PATHS.learn]: SERVER_REMOTES.mf_learn,
  [PATHS.league]: SERVER_REMOTES.mf_social,
  [PATHS.friends]: SERVER_REMOTES.mf_social,
  [PATHS.profile]: SERVER_REMOTES.mf_account,
  [PATHS.more]: SERVER_REMOTES.mf_account,
};

/** The remote whose screen the page at `pathname` shows, when the renderer draws that page. */
export function drawnRemoteOf(pathname: string): ServerRemote | undefined {
  return Object.hasOwn(DRAWN_PAGES, pathname) ? DRAWN_PAGES[pathname] : undefined;
}
