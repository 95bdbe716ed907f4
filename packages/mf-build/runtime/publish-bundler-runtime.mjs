// A Module Federation runtime plugin of the production shell: it publishes the shell's webpack bundler
// runtime (the functions that wire a build's chunks to the share scope: init, consumes, sharing,
// container entry), so the remotes use it instead of each shipping a copy (~3 KB brotli of every
// remote screen's first load; runtime/host-bundler-runtime.mjs is the remotes' side). The functions
// keep no state of their own: each build's state lives in its own objects, which the remotes still
// create. Same version for all four apps, as with externalRuntime (index.cjs).
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';
// The package's version, written in by the build (index.cjs's DefinePlugin).
const version = process.env.FFF_BUNDLER_RUNTIME_VERSION;

// Read by name in runtime/host-bundler-runtime.mjs.
globalThis.__FFF_HOST_BUNDLER_RUNTIME__ = { version, bundlerRuntime, attachShareScopeMap };

export default function publishBundlerRuntime() {
  return { name: 'publish-bundler-runtime' };
}
