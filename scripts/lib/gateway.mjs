// Which gateway `npm start` runs: real nginx when installed, else the Node dev gateway.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findNginx } from '../../gateway/src/nginx/find-nginx.mjs';

const tsxArgs = (root, script, args) => [
  '--import',
  'tsx',
  path.join(root, 'gateway', 'src', script),
  ...args,
];

/**
 * Command line for the gateway on `port`: nginx with the local config rendered from the
 * route table into .data/nginx (all pid/temp/log paths there), or the dev gateway.
 */
export function gatewayCommand(root, port, { dev = false, prefer = process.env.FFF_GATEWAY } = {}) {
  const nginx = !dev && prefer !== 'node' ? findNginx() : undefined;
  if (nginx) {
    const gen = spawnSync(
      process.execPath,
      tsxArgs(root, 'generate-nginx.ts', ['--target', 'local', '--repo', root, '--port', String(port)]),
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (gen.status !== 0) throw new Error(`could not render nginx.conf: ${gen.stderr || gen.stdout}`);
    const dir = path.join(root, '.data', 'nginx');
    return {
      kind: 'nginx',
      command: nginx,
      args: [
        '-p',
        dir,
        '-e',
        path.join(dir, 'logs', 'error.log'),
        '-c',
        path.join(dir, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
    };
  }
  return {
    kind: dev
      ? 'dev gateway (webpack dev servers)'
      : prefer === 'node'
        ? 'dev gateway (Node; FFF_GATEWAY=node)'
        : 'dev gateway (Node; nginx not installed)',
    command: process.execPath,
    args: tsxArgs(root, 'dev-gateway.ts', ['--port', String(port), ...(dev ? ['--dev'] : [])]),
  };
}
