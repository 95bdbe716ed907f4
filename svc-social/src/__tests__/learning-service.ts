import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const repoRoot = path.resolve(__dirname, '../../..');

/** A real svc-learning started from source in a child process, sharing the test's MongoDB. */
export interface LearningService {
  url: string;
  dbName: string;
  stop(): Promise<void>;
}

/**
 * Start svc-learning (src/server.ts through tsx) on a free port against `mongoUrl`, with an
 * empty-but-valid curriculum, and resolve once it logs its URL.
 */
export async function startLearningService(mongoUrl: string): Promise<LearningService> {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-social-content-'));
  fs.mkdirSync(path.join(contentDir, 'modules'));
  fs.writeFileSync(
    path.join(contentDir, 'curriculum.json'),
    JSON.stringify({
      version: 1,
      levels: [
        {
          id: 'l1',
          order: 1,
          title: 'L',
          description: 'd',
          mascotDescription: 'm',
          mascot: 'chef-chilli',
          tracks: [
            { id: 't', letter: 'A', title: 'T', description: 'd', mascot: 'chef-chilli', modules: [] },
          ],
        },
      ],
    }),
  );
  const dbName = `learning_${Date.now().toString(36)}`;
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'svc-learning/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        MONGO_URL: mongoUrl,
        MONGO_DB: dbName,
        CONTENT_DIR: contentDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc-learning did not start: ${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`svc-learning exited with ${code}: ${stderr}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let url: string | undefined;
      try {
        url = (JSON.parse(line) as { url?: string }).url;
      } catch {
        return; // not a log line
      }
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
  });
  return {
    url,
    dbName,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
