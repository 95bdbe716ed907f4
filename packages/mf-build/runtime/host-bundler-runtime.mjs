// What a production remote's webpack runtime imports instead of @module-federation/webpack-bundler-
// runtime (index.cjs aliases it): the shell's functions (runtime/publish-bundler-runtime.mjs), with
// this build's own state around them, as the package's index builds it. A production remote only ever
// runs inside the shell, which loads first; an older or newer shell than this build is refused
// with a clear error rather than run with a runtime of another shape.
import * as runtime from '@module-federation/runtime';
// The shell exposes no module, so its build leaves this function out (FEDERATION_HAS_EXPOSES): the
// remote keeps its own copy.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
// The package's version, written in by the build (index.cjs's DefinePlugin).
const version = process.env.FFF_BUNDLER_RUNTIME_VERSION;

const host = globalThis.__FFF_HOST_BUNDLER_RUNTIME__;
if (!host || host.version !== version)
  throw new Error(
    `this remote needs the shell's webpack bundler runtime ${version} (found ${host ? host.version : 'none'})`,
  );

const { consumes, I, installInitialConsumes, init, getSharedFallbackGetter } = host.bundlerRuntime;
// `S` holds this build's share scopes: its own, never the shell's. No `remotes`: a remote loads no
// other remote (index.cjs's disableRemote), so its package copy had none either.
export const bundlerRuntime = {
  consumes,
  I,
  S: {},
  installInitialConsumes,
  initContainerEntry,
  init,
  getSharedFallbackGetter,
};
export const attachShareScopeMap = host.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
