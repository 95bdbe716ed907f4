'use strict';
// A Module Federation runtime plugin (every app's runtimePlugins): it answers the share-version check
// itself when the answer is plain, because the runtime's own check parses the version and the range
// with node-semver's patterns, built as new RegExps on every call. At start every shared module is
// checked once: ~100 ms of a cold /auth load on a phone-speed CPU went to it (bench/README.md).
//
// It only ever says yes: for an exact version, or a plain `^a.b.c` / `~a.b.c` / `a.b.c` range that the
// version satisfies. Anything else (a mismatch, a prerelease, a range of another form, tree-shaken
// shares) goes to the runtime's resolver unchanged, with its warnings and its fallbacks.

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const PLAIN_RANGE = /^([~^]?)(\d+)\.(\d+)\.(\d+)$/;

/** True when `version` certainly satisfies `range`; false means "not certain here", not "no". */
function satisfiesCertainly(version, range) {
  if (version === range) return true;
  const v = PLAIN_VERSION.exec(version);
  const r = PLAIN_RANGE.exec(range);
  if (!v || !r) return false;
  const [vMajor, vMinor, vPatch] = [Number(v[1]), Number(v[2]), Number(v[3])];
  const [operator, major, minor, patch] = [r[1], Number(r[2]), Number(r[3]), Number(r[4])];
  const atLeast = vMajor !== major ? vMajor > major : vMinor !== minor ? vMinor > minor : vPatch >= patch;
  if (!atLeast) return false;
  if (operator === '') return vMajor === major && vMinor === minor && vPatch === patch;
  if (operator === '~') return vMajor === major && vMinor === minor;
  // A caret range fixes the left-most part that is not zero.
  if (major > 0) return vMajor === major;
  if (minor > 0) return vMajor === 0 && vMinor === minor;
  return vMajor === 0 && vMinor === 0 && vPatch === patch;
}

function fastShareCheckPlugin() {
  return {
    name: 'fff-fast-share-check',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig && shareInfo.shareConfig.requiredVersion;
      const versions = shareScopeMap[scope] && shareScopeMap[scope][pkgName];
      const shared = versions && versions[version];
      if (!shared || shareInfo.treeShaking || typeof required !== 'string') return args;
      if (!satisfiesCertainly(version, required)) return args;
      // What the runtime's resolver returns for a version that satisfies the range, singleton or not.
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}

module.exports = fastShareCheckPlugin;
module.exports.satisfiesCertainly = satisfiesCertainly;
