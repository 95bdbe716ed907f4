// The shell's renderer: answers a page request for `/` (Learn) with the signed-in learner's page
// drawn on the server (docs/learner-page-render.md), and with the build's plain index.html when it
// cannot: no page cookie, a session that ended, a service that does not answer in time. The plain
// page is what every learner got before; the client then renders as it always did. The gateway
// sends `/` here and falls back to the static index.html when this process does not answer.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pageSessionResponseSchema } from '@fff/contracts';
import { documentTitle } from '../app/layout/PageTitle';
import { composeLearnerPage } from './learner-page-html';
import { renderLearnerPage } from './render-learner-page';

const PAGE_COOKIE = 'fff_page';
const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** JSON log lines in the services' shape (pino's level numbers), without their server kit. */
function log(level: 'info' | 'error', fields: Record<string, unknown>, msg: string): void {
  const line = { level: level === 'info' ? 30 : 50, time: Date.now(), name: 'shell-render', ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
const logger = {
  info: (fields: Record<string, unknown>, msg: string) => log('info', fields, msg),
  error: (fields: Record<string, unknown>, msg: string) => log('error', fields, msg),
};

const config = {
  port: Number(process.env.PORT ?? 4004),
  host: process.env.HOST ?? '127.0.0.1',
  identityUrl: process.env.IDENTITY_URL ?? 'http://127.0.0.1:4001',
  apiBaseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:8080/api',
  internalToken: process.env.INTERNAL_TOKEN ?? '',
  /** The build's page (relative to the working folder: the shell's, under `npm start` and in its image). */
  indexHtml: path.resolve(process.env.INDEX_HTML ?? 'dist/index.html'),
  /** The learner's page or the plain one within this time: a slow service must not hold the page. */
  renderBudgetMs: Number(process.env.RENDER_BUDGET_MS ?? 1500),
};

/** Identity's answer for a page cookie: the learner and a token for their session (401 when it ended). */
async function openPageSession(pageToken: string): Promise<unknown> {
  const answer = await fetch(`${config.identityUrl}/internal/page-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: config.internalToken },
    body: JSON.stringify({ pageToken }),
    signal: AbortSignal.timeout(config.renderBudgetMs),
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

async function learnerPage(pageToken: string): Promise<string> {
  const session = pageSessionResponseSchema.parse(await openPageSession(pageToken));
  const page = await renderLearnerPage({
    path: '/',
    user: session.user,
    token: session.token,
    timeZone: session.timeZone,
    apiBaseUrl: config.apiBaseUrl,
  });
  return composeLearnerPage(plainPage(), {
    ...page,
    path: '/',
    title: documentTitle('Learn'),
    userId: session.user.id,
  });
}

function withinBudget<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('render budget spent')), config.renderBudgetMs).unref(),
    ),
  ]);
}

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
  // Only the page: the gateway sends nothing else here (and answers any 404 with its own page).
  if ((req.method !== 'GET' && req.method !== 'HEAD') || url.pathname !== '/')
    return void send(404, 'Not found', false);
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
  withinBudget(learnerPage(token)).then(
    (html) => send(200, html, true),
    (err: unknown) => {
      // A refused page token is an ended session, not a fault: the client's own check shows /auth.
      logger.info({ err: err instanceof Error ? err.message : String(err) }, 'served the plain page');
      plain();
    },
  );
});

server.listen(config.port, config.host, () => logger.info({ port: config.port }, 'shell renderer listening'));
