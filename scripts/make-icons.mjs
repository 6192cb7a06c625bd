// Renders the SVG icons in public/icons to the PNG sizes the web manifest, iOS and push
// notifications need. Run after changing an icon: node scripts/make-icons.mjs
import path from 'node:path';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const dir = path.resolve(import.meta.dirname, '../public/icons');
const jobs = [
  // Rounded corners stay transparent on "any"-purpose icons.
  ['icon.svg', 'icon-192.png', 192, true],
  ['icon.svg', 'icon-512.png', 512, true],
  // iOS rounds the home-screen icon itself, so it gets the full-bleed artwork.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // Notification badges are drawn by the system from the alpha channel: white on transparent.
  ['badge.svg', 'badge-96.png', 96, true],
];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage();
for (const [src, out, size, transparent] of jobs) {
  const svg = fs.readFileSync(path.join(dir, src), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.screenshot({ path: path.join(dir, out), omitBackground: !!transparent });
  console.log(`public/icons/${out}`);
}
await browser.close();
