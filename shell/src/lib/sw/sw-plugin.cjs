// Emits /sw.js into the shell's build: src/lib/sw/sw.js with its settings prepended, namely the
// build's id (a new shell build makes a new worker, which takes over) and the files to precache (the
// shell's own, so a reload without network still starts the app).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, 'sw.js');
/** Shell files worth keeping offline: pages, scripts, the PNG icons the page and manifest name, the web manifest. */
const PRECACHE = /\.(html|js|png|webmanifest)$/;
const NEVER = new Set(['sw.js', 'remotes.json']);

class ServiceWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          compilation.fileDependencies.add(SOURCE);
          const files = Object.keys(assets)
            .filter((name) => PRECACHE.test(name) && !NEVER.has(name) && !name.endsWith('.map'))
            .sort();
          const precache = files.map((name) => `/${name}`);
          const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
          const header = `self.__FFF_SW__ = ${JSON.stringify({ version, precache })};\n`;
          compilation.emitAsset('sw.js', new sources.RawSource(header + fs.readFileSync(SOURCE, 'utf8')));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin };
