// Renders the installable app's PNG icons from Printdeck's mark (the favicon's white P on blue)
// with the system Chromium, into public/icons/. Run it after changing the mark:
//   node scripts/render-icons.mjs
// - icon-<size>.png: the favicon as drawn (rounded blue square, transparent corners), purpose "any";
// - maskable-<size>.png: a full blue square with the P inside the central safe zone (80 %), which
//   launchers may cut to a circle or a squircle;
// - apple-touch-icon.png: 180 px, opaque and square (iOS rounds the corners itself).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'icons');
const BLUE = '#2196F3';
const P = '<path d="M20 44V20h14a8 8 0 0 1 0 16h-8v8z" fill="#fff"/>';
const HOLE = `<rect x="26" y="26" width="8" height="4" rx="2" fill="${BLUE}"/>`;

const favicon = fs.readFileSync(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
const fullSquare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/>${P}${HOLE}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-192.png', size: 192, svg: fullSquare },
  { file: 'maskable-512.png', size: 512, svg: fullSquare },
  { file: 'apple-touch-icon.png', size: 180, svg: fullSquare },
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
