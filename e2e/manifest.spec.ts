// The web manifest of the build names only files the build has: every icon, shortcut icon and
// install-sheet screenshot is in dist/ and served, as a PNG of the size the manifest states.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const DIST = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '..', 'dist');

interface ManifestImage {
  src: string;
  sizes?: string;
  type?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('every file the built manifest names exists in dist/ and is served as stated', async ({ request }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
    shortcuts: { icons?: ManifestImage[] }[];
  };
  const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons ?? [])];
  expect(manifest.screenshots.map((s) => s.src)).toEqual(['/screenshots/phone-predictions.png', '/screenshots/desktop-home.png']);
  for (const image of images) {
    const file = path.join(DIST, image.src);
    expect(fs.existsSync(file), `${image.src} is in dist/`).toBe(true);
    const served = await request.get(image.src);
    expect(served.status(), image.src).toBe(200);
    expect(served.headers()['content-type'], image.src).toBe('image/png');
    const bytes = await served.body();
    expect(bytes.equals(fs.readFileSync(file)), image.src).toBe(true);
    if (image.sizes) expect(pngSize(bytes), image.src).toBe(image.sizes);
  }
});
