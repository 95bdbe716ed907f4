// Released remote builds for the dev gateway, as nginx's nested release locations: the versioned
// folders under `<releases>/mf/<name>/<version>/` and the switched-in `/remotes.json`.
import { Router } from 'express';
import { releasedMounts, releasePathPattern, RELEASED_REMOTES_FILE } from '../route-table';
import { sendGatewayError } from './errors';
import { filesOf } from './static';

/**
 * A versioned path is served from the releases folder or answered 404; `/remotes.json` is served
 * from there when the folder has one, else it falls through to the shell's build.
 */
export function releasedFiles(releasesDir: string): Router {
  const router = Router();
  const versioned = releasedMounts().map((mount) => new RegExp(releasePathPattern(mount)));
  const files = filesOf(releasesDir);
  const versionedFiles = Router().use(...files, (_req, res) => sendGatewayError(res, 404));
  router.get(`/${RELEASED_REMOTES_FILE}`, ...files);
  router.use((req, res, next) => {
    if (versioned.some((pattern) => pattern.test(req.path))) versionedFiles(req, res, next);
    else next();
  });
  return router;
}
