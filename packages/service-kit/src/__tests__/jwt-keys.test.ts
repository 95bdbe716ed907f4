import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadJwtKeys, signAccessToken, verifyAccessToken } from '../index';
import { makeTestKeys } from '../testing';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fff-keys-'));
const dev = (dir: string) => ({ NODE_ENV: 'development', JWT_KEYS_DIR: dir });

describe('loadJwtKeys', () => {
  it('when no keys are configured in dev, then a pair is generated once and reused', () => {
    const dir = tmpDir();
    const first = loadJwtKeys(dev(dir), { needPrivate: true });
    const second = loadJwtKeys(dev(dir));
    expect(second.publicKey).toBe(first.publicKey);
    expect(fs.readFileSync(path.join(dir, 'jwt-public.pem'), 'utf8')).toBe(first.publicKey);
    const token = signAccessToken(first.privateKey as string, {
      userId: 'u',
      sessionId: 's',
      username: 'n',
      isDeveloper: false,
    });
    expect(verifyAccessToken(token, second.publicKey)?.userId).toBe('u');
  });

  it('when several processes start together on an empty folder, then all end with the same pair', async () => {
    const dir = tmpDir();
    const tsx = path.join(__dirname, '../../../../node_modules/.bin/tsx');
    const script = `import { loadJwtKeys } from ${JSON.stringify(path.join(__dirname, '../jwt-keys.ts'))};
process.stdout.write(loadJwtKeys({ NODE_ENV: 'development', JWT_KEYS_DIR: ${JSON.stringify(dir)} }).publicKey);`;
    const run = () =>
      new Promise<string>((resolve, reject) =>
        execFile(tsx, ['-e', script], (err, stdout) => (err ? reject(err) : resolve(stdout))),
      );
    const results = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toBe(loadJwtKeys(dev(dir)).publicKey);
    expect(fs.readdirSync(dir).sort()).toEqual(['jwt-private.pem', 'jwt-public.pem']);
  }, 30_000);

  it('when keys are given in env with escaped newlines, then they are used as is', () => {
    const keys = makeTestKeys();
    const loaded = loadJwtKeys({ ...dev(tmpDir()), JWT_PUBLIC_KEY: keys.publicKey.replace(/\n/g, '\\n') });
    expect(loaded.publicKey.trim()).toBe(keys.publicKey.trim());
    expect(loaded.privateKey).toBeUndefined();
  });

  it('when production has no public key, then loading fails naming the setting', () => {
    expect(() => loadJwtKeys({ NODE_ENV: 'production', JWT_KEYS_DIR: tmpDir() })).toThrow(/JWT_PUBLIC_KEY/);
  });

  it('when a key file holds garbage, then loading fails at start', () => {
    const dir = tmpDir();
    const file = path.join(dir, 'bad.pem');
    fs.writeFileSync(file, 'not a key');
    expect(() => loadJwtKeys({ ...dev(dir), JWT_PUBLIC_KEY_FILE: file })).toThrow();
  });
});
