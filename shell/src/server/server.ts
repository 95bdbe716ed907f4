// The shell's renderer: answers a page request for a tab screen (drawn-pages.ts: Learn, League,
// Friends, Profile, More) with the signed-in learner's page drawn on the server
// (docs/learner-page-render.md), and with the build's plain index.html when it cannot: no page
// cookie, a session that ended, a service that does not answer in time. The plain page is what every
// learner got before; the client then renders as it always did. The gateway sends those paths here
// and falls back to the static index.html when this process does not answer. Each screen comes from
// its remote's live release (live-remote-release.ts), not from this build.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pageSessionResponseSchema } from '@fff/contracts';
import { loadRendererConfig } from './config';
import { evaluateBundle } from './evaluate-bundle';
import { drawnRemoteOf, DRAWN_PAGES } from './drawn-pages';
import { liveRemoteRelease, type RenderCore, type ServerRemote } from './live-remote-release';
import { createRenderGate } from './render-gate';

const PAGE_COOKIE = 'fff_page';
// The renderer calls identity as itself, with its own credential: identity's page-session route
// answers the renderer alone, and this credential opens no other /internal route.
const INTERNAL_CALLER_HEADERS = (token: string) => ({
  'x-internal-caller': 'renderer',
  'x-internal-token': token,
});

/** JSON log lines in the services' shape (pino's level numbers), without their server kit. */
function log(level: 'info' | 'error', fields: Record<string, unknown>, msg: string): void {
  const line = { level: level === 'info' ? 30 : 50, time: Date.now(), name: 'shell-render', ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
const logger = {
  info: (fields: Record<string, unknown>, msg: string) => log('info', fields, msg),
  error: (fields: Record<string, unknown>, msg: string) => log('error', fields, msg),
};

const config = loadRendererConfig(process.env);

/** The render core's bundle, beside this file (scripts/build-renderer.mjs); read once, run per release. */
const coreFile = path.join(__dirname, 'render-core.js');
let coreCode: string | undefined;
const makeCore = () =>
  evaluateBundle(
    (coreCode ??= fs.readFileSync(coreFile, 'utf8')),
    coreFile,
    createRequire(coreFile),
  ) as RenderCore;

async function fetchText(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(config.renderBudgetMs) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** Each drawn remote's live release, loaded on its first page. */
const liveReleases = new Map(
  [...new Set(Object.values(DRAWN_PAGES))].map((remote) => [
    remote,
    liveRemoteRelease(remote, config.remotesUrl, {
      fetchText,
      makeCore,
      evaluate: evaluateBundle,
      onLoaded: (entry) => logger.info({ entry }, `drawing ${remote.name}'s screens from this release`),
    }),
  ]),
);

/** Identity's answer for a page cookie: the learner and a token for their session (401 when it ended). */
async function openPageSession(pageToken: string, signal: AbortSignal): Promise<unknown> {
  const answer = await fetch(`${config.identityUrl}/internal/page-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...INTERNAL_CALLER_HEADERS(config.internalToken) },
    body: JSON.stringify({ pageToken }),
    signal,
  });
  if (!answer.ok) throw new Error(`svc-identity answered ${answer.status} for the page cookie`);
  return answer.json();
}

function pageCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PAGE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

let indexHtml: string | undefined;
const plainPage = () => (indexHtml ??= fs.readFileSync(config.indexHtml, 'utf8'));

async function learnerPage(
  pathname: string,
  remote: ServerRemote,
  pageToken: string,
  signal: AbortSignal,
): Promise<string> {
  const liveRelease = liveReleases.get(remote);
  if (!liveRelease) throw new Error(`no release is loaded for ${remote.name}`);
  const [session, { core }] = await Promise.all([
    openPageSession(pageToken, signal).then((body) => pageSessionResponseSchema.parse(body)),
    liveRelease(),
  ]);
  signal.throwIfAborted();
  return core.drawLearnerPage(plainPage(), session, config.apiBaseUrl, pathname);
}

const renders = createRenderGate(config.renderConcurrency, config.renderBudgetMs);

const server = http.createServer((req, res) => {
  const send = (status: number, body: string, rendered: boolean) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'cookie',
      'x-fff-rendered': rendered ? 'learner' : 'plain',
    });
    res.end(body);
  };
  const url = new URL(req.url ?? '/', 'http://shell');
  if (url.pathname === '/healthz') return void res.end('ok');
  // Only the drawn pages: the gateway sends nothing else here (and answers any 404 with its own page).
  const remote = drawnRemoteOf(url.pathname);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !remote) return void send(404, 'Not found', false);
  const plain = () => {
    try {
      send(200, plainPage(), false);
    } catch (err) {
      // No build to serve: the gateway's own copy of the page answers instead (its error_page).
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'no index.html to serve');
      send(500, 'No page', false);
    }
  };
  const token = pageCookie(req.headers.cookie);
  if (!token) return void plain();
  // A learner who leaves (tab closed, reload) before the page is ready cancels the draw.
  const left = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) left.abort('the learner left');
  });
  const drawing = renders.run((signal) => learnerPage(url.pathname, remote, token, signal), left.signal);
  if (!drawing) return void plain();
  drawing.then(
    (html) => {
      if (!left.signal.aborted) send(200, html, true);
    },
    (err: unknown) => {
      // A refused page token is an ended session, not a fault: the client's own check shows /auth.
      if (left.signal.aborted) return;
      logger.info({ err: err instanceof Error ? err.message : String(err) }, 'served the plain page');
      plain();
    },
  );
});

server.listen(config.port, config.host, () => logger.info({ port: config.port }, 'shell renderer listening'));
