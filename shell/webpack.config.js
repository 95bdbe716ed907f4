// shell: the Module Federation host. No remote URL is baked in: it reads /remotes.json at start
// (public/remotes.json is the default copied into dist; operators replace it at deploy time).
/* eslint-disable @typescript-eslint/no-require-imports -- webpack-cli loads this file as CommonJS */
const { createMfConfig } = require('@fff/mf-build');
const { ServiceWorkerPlugin } = require('./src/lib/sw/sw-plugin.cjs');

const base = createMfConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'From Fork to Flame',
});

// /sw.js (src/lib/sw): emitted next to index.html, so the gateway serves it at the root scope.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new ServiceWorkerPlugin());
  return config;
};
