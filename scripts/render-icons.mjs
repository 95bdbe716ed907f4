// Renders shell/public/favicon.svg into the PNG icons the page and the web app manifest name
// (icon-64.png, icon-192.png, icon-512.png): `node scripts/render-icons.mjs` after changing the SVG.
// The page links a PNG because an SVG icon is parsed as a document on the page's main thread.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8' }).trim(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [64, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}"></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
