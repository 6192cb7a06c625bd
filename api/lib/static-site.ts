// Serves the built web app from dist/: hashed assets cached for a year, the service worker,
// manifest and index.html always revalidated, and every other path answered with index.html
// so the app's own router can show it (including its 404 page).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The web app has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload. The API under /api works already.</p></body></html>`;

function cacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (rel === 'index.html' || rel === 'sw.js' || rel.endsWith('.webmanifest') || rel.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

async function readFile(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

/** The <meta> that tells the pages the operator's calendar (APP_TIMEZONE), read by app/lib/dates.ts. */
export const TIMEZONE_META = 'app-timezone';

function withTimeZone(html: Buffer, timeZone: string): string {
  const meta = `<meta name="${TIMEZONE_META}" content="${timeZone.replace(/[^A-Za-z0-9_+\-/]/g, '')}">`;
  return html.toString('utf8').replace('</head>', `${meta}</head>`);
}

export function staticSite(distDir: string, timeZone: string): MiddlewareHandler {
  const root = path.resolve(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      return c.text('Bad request', 400);
    }
    const file = path.resolve(root, rel);
    // Never outside dist/, whatever dots or encodings the path holds.
    if (file !== root && !file.startsWith(root + path.sep)) return c.text('Not found', 404);

    const body = rel && !rel.endsWith('/') && rel !== 'index.html' ? await readFile(file) : null;
    if (body) {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': cacheControl(rel) });
    }
    // A missing file (it has an extension) is a 404; anything else is a route of the app.
    if (path.extname(rel) && rel !== 'index.html') return c.text('Not found', 404);
    const index = await readFile(path.join(root, 'index.html'));
    if (!index) return c.html(NOT_BUILT, 503);
    return c.body(withTimeZone(index, timeZone), 200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  };
}
