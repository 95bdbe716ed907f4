// A production remote's webpack bundler runtime is the shell's (runtime/publish-bundler-runtime.mjs
// publishes it, runtime/host-bundler-runtime.mjs takes it): the functions are shared, each build's
// state is its own, and a shell of another version is refused. The whole path runs in the e2e tests.
const path = require('node:path');
const { buildSync } = require('esbuild');

const RUNTIME = path.join(__dirname, '..', 'runtime');

/** A runtime file bundled as CommonJS with the build's version written in, then evaluated. */
function load(file, version) {
  const [output] = buildSync({
    entryPoints: [path.join(RUNTIME, file)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['@module-federation/runtime'],
    define: { 'process.env.FFF_BUNDLER_RUNTIME_VERSION': JSON.stringify(version) },
    logLevel: 'silent',
  }).outputFiles;
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', output.text)(mod, mod.exports, require);
  return mod.exports;
}

afterEach(() => {
  delete globalThis.__FFF_HOST_BUNDLER_RUNTIME__;
});

test("when the shell has published its runtime, then a remote's has the shell's functions and share scopes of its own", () => {
  load('publish-bundler-runtime.mjs', '2.9.2');
  const host = globalThis.__FFF_HOST_BUNDLER_RUNTIME__;
  expect(host.version).toBe('2.9.2');
  const first = load('host-bundler-runtime.mjs', '2.9.2').default;
  const second = load('host-bundler-runtime.mjs', '2.9.2').default;
  for (const name of ['consumes', 'I', 'installInitialConsumes', 'init'])
    expect(first.bundlerRuntime[name]).toBe(host.bundlerRuntime[name]);
  // The shell's build leaves out what only a container with exposes needs: the remote brings its own.
  expect(typeof first.bundlerRuntime.initContainerEntry).toBe('function');
  expect(first.attachShareScopeMap).toBe(host.attachShareScopeMap);
  expect(first.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
  expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
  expect(first.bundlerRuntime.remotes).toBeUndefined();
});

test('when the shell runs another version of the runtime, or none, then the remote refuses to start, naming both', () => {
  expect(() => load('host-bundler-runtime.mjs', '2.9.2')).toThrow(/2\.9\.2 \(found none\)/);
  load('publish-bundler-runtime.mjs', '2.8.0');
  expect(() => load('host-bundler-runtime.mjs', '2.9.2')).toThrow(/2\.9\.2 \(found 2\.8\.0\)/);
});
