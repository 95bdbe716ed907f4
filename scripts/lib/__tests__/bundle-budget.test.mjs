// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { checkBudgets, measureTargets, recordBudgets, ROUTE_LIMIT_BYTES } from '../bundle-budget.mjs';

const file = (brotliBytes, modules) => ({ brotliBytes, modules });

/** Builds shaped like the real reports: a shell with bootstrap, start, shared and lazy auth chunks, three remotes. */
function builds() {
  const shell = {
    report: {
      app: 'shell',
      initial: ['main.js'],
      files: {
        'main.js': file(28_000, { './src/index.ts': 60, 'webpack/runtime/federation': 90_000 }),
        'boot.js': file(10_000, { './src/bootstrap.tsx': 2_000, './src/app/layout/BottomNav.tsx': 3_000 }),
        'start.js': file(6_000, { './src/start.tsx': 4_000 }),
        'react-dom.js': file(60_000, {
          '../node_modules/react-dom/cjs/react-dom-client.production.js': 500_000,
        }),
        'auth.js': file(8_000, { './src/features/auth/components/AuthScreen.tsx': 9_000 }),
        'layout.js': file(7_000, { './src/app/layout/AppLayout.tsx': 3_000 }),
        'react-dom-fallback.js': file(61_000, {
          '../node_modules/react-dom/cjs/react-dom-client.production.js': 500_000,
        }),
      },
      chunks: [
        { id: 1, files: ['main.js'], initial: true, origins: [{ module: '', request: './src/index.ts' }] },
        {
          id: 2,
          files: ['boot.js'],
          initial: false,
          origins: [{ module: './src/index.ts', request: './bootstrap' }],
        },
        // What the bootstrap imports once the libraries are in: the client's start.
        {
          id: 7,
          files: ['start.js'],
          initial: false,
          origins: [{ module: './src/bootstrap.tsx', request: './start' }],
        },
        {
          id: 3,
          files: ['react-dom.js'],
          initial: false,
          origins: [{ module: 'provide shared module (default) react-dom', request: '' }],
        },
        // The authenticated layout: signed-in screens load it, /auth does not.
        {
          id: 6,
          files: ['layout.js'],
          initial: false,
          origins: [{ module: './src/app/layout/LazyAppLayout.tsx', request: './AppLayout' }],
        },
        // The consumer's fallback copy: the shell's own provider answers, so it is never fetched.
        {
          id: 5,
          files: ['react-dom-fallback.js'],
          initial: false,
          origins: [
            { module: 'consume shared module (default) react-dom (fallback: react-dom)', request: '' },
          ],
        },
        {
          id: 4,
          files: ['auth.js'],
          initial: false,
          origins: [
            { module: './src/features/auth/LazyAuthScreens.tsx', request: './components/AuthScreen' },
          ],
        },
      ],
    },
    manifest: null,
  };
  const remote = (app, exposes) => ({
    report: {
      app,
      initial: ['main.js'],
      files: Object.fromEntries([
        ['remoteEntry.js', file(25_000, { 'webpack/container/entry': 80_000 })],
        ...exposes.map((e) => [`${e}.js`, file(5_000, { [`./src/app/${e}.tsx`]: 12_000 })]),
      ]),
      chunks: [],
    },
    manifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: exposes.map((name) => ({ name, assets: { js: { sync: [`${name}.js`], async: [] } } })),
    },
  });
  return {
    shell,
    'mf-learn': remote('mf-learn', ['LearnHome', 'LessonPlayer']),
    'mf-social': remote('mf-social', ['ChatDrawer', 'FriendsScreen', 'LeagueScreen']),
    'mf-account': remote('mf-account', ['MoreScreen', 'ProfileScreen']),
  };
}

test('when nothing changed since the budgets were recorded, then every target passes', () => {
  const targets = measureTargets(builds());
  const shellSignedIn = 28_000 + 10_000 + 6_000 + 60_000 + 7_000;
  // A tab screen: the shell's entry, bootstrap, start, shared and layout chunks (not the auth
  // screen) and its own remote's entry and screen (not the other remotes' or screens').
  assert.equal(targets['Learn first load'].bytes, shellSignedIn + 25_000 + 5_000);
  assert.equal(targets['Friends first load'].bytes, shellSignedIn + 25_000 + 5_000);
  assert.equal(targets['More first load'].bytes, shellSignedIn + 25_000 + 5_000);
  assert.deepEqual(
    Object.keys(targets).filter((t) => t.endsWith('first load')),
    [
      '/auth first load',
      'Learn first load',
      'League first load',
      'Friends first load',
      'Profile first load',
      'More first load',
    ],
  );
  assert.equal(targets['/auth first load'].bytes, 28_000 + 10_000 + 6_000 + 60_000 + 8_000);
  assert.equal(targets['shell entry'].bytes, 28_000);
  const { ok, lines } = checkBudgets(targets, recordBudgets(targets));
  assert.equal(ok, true, lines.join('\n'));
});

test('when a first load is over the route limit, then the check fails even with a budget recorded that high', () => {
  const heavy = builds();
  const screen = heavy['mf-account'].report.files['ProfileScreen.js'];
  screen.modules['./src/app/Heavy.tsx'] = 200_000;
  screen.brotliBytes += ROUTE_LIMIT_BYTES;
  const targets = measureTargets(heavy);
  const { ok, lines } = checkBudgets(targets, recordBudgets(targets));
  assert.equal(ok, false);
  const text = lines.join('\n');
  assert.match(text, /✖ Profile first load: [\d.]+ KB brotli of 200\.0 KB/);
  assert.match(text, /✔ More first load: /);
});

test('when the shell imports 100 KB more, then the check fails and names the module that grew', () => {
  const budgets = recordBudgets(measureTargets(builds()));
  const grown = builds();
  // A deliberate 100 KB import (incompressible data, so it costs about as much on the wire) into the bootstrap chunk.
  const data = crypto
    .randomBytes(100 * 1024)
    .toString('base64')
    .slice(0, 100 * 1024);
  const boot = grown.shell.report.files['boot.js'];
  boot.modules['./src/big-import.ts'] = data.length;
  boot.brotliBytes += zlib.brotliCompressSync(data).length;
  const { ok, lines } = checkBudgets(measureTargets(grown), budgets);
  assert.equal(ok, false);
  const text = lines.join('\n');
  assert.match(text, /✖ Learn first load: /);
  assert.match(text, /✖ \/auth first load: /);
  assert.match(text, /new shell:\.\/src\/big-import\.ts: 100\.0 KB source/);
  // The entries did not change.
  assert.match(text, /✔ shell entry: /);
  assert.match(text, /✔ mf-learn entry: /);
});

test('when a module already there grows past the budget, then its growth is shown', () => {
  const budgets = recordBudgets(measureTargets(builds()));
  const grown = builds();
  const entry = grown['mf-social'].report.files['remoteEntry.js'];
  entry.modules['webpack/container/entry'] += 40_000;
  entry.brotliBytes += 12_000;
  const { ok, lines } = checkBudgets(measureTargets(grown), budgets);
  assert.equal(ok, false);
  assert.match(
    lines.join('\n'),
    /✖ mf-social entry: [\s\S]*grew mf-social:webpack\/container\/entry: \+39\.1 KB, 117\.2 KB source/,
  );
});

test('when a target has no budget, then the check fails and says how to record one', () => {
  const targets = measureTargets(builds());
  const budgets = recordBudgets(targets);
  delete budgets.targets['mf-account entry'];
  const { ok, lines } = checkBudgets(targets, budgets);
  assert.equal(ok, false);
  assert.match(lines.join('\n'), /mf-account entry: .* no budget/);
});
