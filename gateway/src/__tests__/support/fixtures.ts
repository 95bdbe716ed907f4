import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaticMount } from '../../route-table';

export const HASHED_SHELL_ASSET = '/main.3f2a1b9c8d7e.js';
export const HASHED_REMOTE_CHUNK = '/mf/learn/421.a1b2c3d4e5f6.js';
/** A released mf-social version (scripts/release.mjs's layout: `<releases>/mf/social/<version>/`). */
export const RELEASED_SOCIAL = '/mf/social/1.0.0-0123456789';

/** Fake dist folders for the shell and remotes, and a releases folder, in a fresh temp folder. */
export function makeDistFolders(): {
  root: string;
  distDir: (app: StaticMount['app']) => string;
  releasesDir: string;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-gateway-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const distDir = (app: StaticMount['app']) => path.join(root, app, 'dist');
  write(
    path.join(distDir('shell'), 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>shell index</title>',
  );
  write(
    path.join(distDir('shell'), 'auth.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>shell auth</title>' +
      '<style nonce="__CSP_NONCE__" data-styled="true">h1{color:red}</style><div id="root">pre-rendered</div>',
  );
  write(path.join(distDir('shell'), 'remotes.json'), '{"learn":"/mf/learn/mf-manifest.json"}');
  write(path.join(distDir('shell'), 'sw.js'), 'self.addEventListener("push", () => {});');
  write(path.join(distDir('shell'), HASHED_SHELL_ASSET), 'console.warn("shell");'.repeat(40));
  for (const app of ['mf-learn', 'mf-social', 'mf-account'] as const) {
    write(path.join(distDir(app), 'mf-manifest.json'), JSON.stringify({ name: app }));
    write(path.join(distDir(app), 'remoteEntry.js'), `/* ${app} entry */`);
  }
  write(path.join(distDir('mf-learn'), path.basename(HASHED_REMOTE_CHUNK)), '/* chunk */');
  const releasesDir = path.join(root, 'releases');
  write(path.join(releasesDir, RELEASED_SOCIAL, 'remoteEntry.js'), '/* mf-social released entry */');
  write(path.join(releasesDir, RELEASED_SOCIAL, 'mf-manifest.json'), '{"name":"mf_social","released":true}');
  write(path.join(releasesDir, RELEASED_SOCIAL, '__federation_expose_League.js'), '/* released chunk */');
  write(
    path.join(releasesDir, 'remotes.json'),
    JSON.stringify({ mf_social: { entry: `${RELEASED_SOCIAL}/mf-manifest.json` } }),
  );
  return { root, distDir, releasesDir };
}
