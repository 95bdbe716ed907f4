// Runs after the shell's webpack build (npm run build -w shell): renders /auth for a signed-out
// visitor and writes dist/auth.html, the page the gateway serves at /auth (see src/prerender/).
// Not precompressed: the gateway fills each response's CSP style nonce into it.
import fs from 'node:fs';
import path from 'node:path';
import { renderAuthPage } from './render-auth-page';
import { composePrerenderedPage } from './auth-page-html';

const dist = path.join(__dirname, '..', '..', 'dist');

async function main() {
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const page = await renderAuthPage();
  const html = composePrerenderedPage(index, page);
  fs.writeFileSync(path.join(dist, 'auth.html'), html);
  process.stdout.write(`pre-rendered ${page.path} into dist/auth.html (${html.length} bytes)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
