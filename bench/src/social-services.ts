// Starts svc-learning and svc-social from source (tsx) against one MongoDB, and signs access tokens
// the way svc-identity does (ES256), so the social benchmark talks to the real services over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(__dirname, '../..');

/** A running service. */
export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** An ES256 key pair in PEM. */
export function keyPair() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** An access token for `userId` as svc-identity issues it (issuer fff-identity, audience fff, 1 hour). */
export function accessToken(privateKey: string, userId: string, username: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64({ sub: userId, sid: `bench-${userId}`, username, isDeveloper: false, iss: 'fff-identity', aud: 'fff', iat: now, exp: now + 3600 })}`;
  const signature = crypto.sign('sha256', Buffer.from(head), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${head}.${b64(signature)}`;
}

/** Start `svc-<name>/src/main.ts` on a free port and resolve once it logs its URL. */
export async function startService(
  name: 'learning' | 'social',
  env: Record<string, string>,
): Promise<Service> {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, `svc-${name}/src/main.ts`)],
    {
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        JWT_KEYS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fff-bench-keys-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc-${name} did not start: ${stderr}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`svc-${name} exited with ${code}: ${stderr}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const found = (JSON.parse(line) as { url?: string }).url;
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      } catch {
        // not a log line
      }
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
