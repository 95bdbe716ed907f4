// Renders shell/public/favicon.svg into the PNG icons the page, the web app manifest and push
// notifications name (icon-64.png, icon-192.png, icon-512.png): `npx tsx scripts/render-icons.ts`
// after changing the SVG. PNG, because an SVG icon is parsed as a document on the page's main thread.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

const publicDir = path.join(__dirname, '..', 'shell', 'public');
const SIZES = [64, 192, 512];

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const size of SIZES) {
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
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
