// `npm run build -w gateway`: writes the committed compose config (gateway/nginx.conf and
// gateway/conf/*). `--target local --repo <dir> --port <n>` writes <repo>/.data/nginx/nginx.conf
// for `npm start` instead.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConf } from './nginx/render';
import {
  composeOptions,
  COMPOSE_SNIPPETS_DIR,
  localOptions,
  writeNginxConfig,
  writeSnippets,
} from './nginx/targets';

/** The gateway workspace folder. */
export const GATEWAY_DIR = path.resolve(__dirname, '..');
/** The committed compose config and the folder its snippets are copied from into the image. */
export const COMPOSE_CONF_PATH = path.join(GATEWAY_DIR, 'nginx.conf');
export const COMPOSE_SNIPPETS_SRC = path.join(GATEWAY_DIR, 'conf');

/** Write the compose target's files into the gateway folder. */
export function generateCompose(): void {
  fs.writeFileSync(COMPOSE_CONF_PATH, renderNginxConf(composeOptions()));
  writeSnippets(COMPOSE_SNIPPETS_SRC, COMPOSE_SNIPPETS_DIR);
}

/** Write the local target's files under `<repoRoot>/.data/nginx`; returns the nginx.conf path. */
export function generateLocal(repoRoot: string, port: number): string {
  const confPath = path.join(repoRoot, '.data', 'nginx', 'nginx.conf');
  writeNginxConfig(localOptions(repoRoot, port), confPath);
  return confPath;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'compose' },
      repo: { type: 'string' },
      port: { type: 'string' },
    },
  });
  if (values.target === 'compose') {
    generateCompose();
    process.stdout.write(`wrote ${path.relative(process.cwd(), COMPOSE_CONF_PATH)} and conf/*\n`);
  } else if (values.target === 'local') {
    const repo = path.resolve(values.repo ?? path.join(GATEWAY_DIR, '..'));
    const port = Number(values.port ?? process.env.PORT ?? 8080);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad --port ${values.port}`);
    process.stdout.write(`wrote ${generateLocal(repo, port)}\n`);
  } else {
    throw new Error(`unknown --target ${values.target} (compose or local)`);
  }
}

if (require.main === module) main();
