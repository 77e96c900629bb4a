// Draws the PNG icons from the centre's mark (web/public/icons/icon.svg): run
// `node scripts/render-icons.mjs` after changing it, then commit the PNGs. The pages link PNGs,
// not the SVGs: Chromium builds an SVG favicon as a document of its own on the main thread after
// the first paint (a 110-126 ms task at 4x CPU on /terms and /about-us, bench:long-tasks), and iOS
// takes no SVG apple-touch-icon. The web app manifest keeps the SVGs (any size).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';

const PUBLIC = join(ROOT, 'web', 'public');
const ICONS = [
  { svg: 'icons/icon.svg', png: 'favicon-32.png', size: 32 },
  { svg: 'icons/icon.svg', png: 'icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(join(PUBLIC, svg), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style>` +
        `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(PUBLIC, png), await page.screenshot({ omitBackground: true }));
    console.log(`${svg} -> ${png} (${size} x ${size})`);
    await page.close();
  }
} finally {
  await browser.close();
}
