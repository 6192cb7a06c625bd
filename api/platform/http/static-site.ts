// Serves the built web app from dist/ through @hono/node-server's serveStatic: the build's own
// .br/.gz files where the browser takes them, an ETag on every file (304 when it still has
// it), hashed assets cached for a year, the files that name them (index.html, the service
// worker, the manifest) always revalidated, and every other path answered with index.html so
// the app's router can show it (its own 404 page included).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { PROOF_DELAY_META, TIMEZONE_META, TRIAL_DAYS_META } from '@shared/page-settings';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The web app has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload. The API under /api works already.</p></body></html>`;

// Vite puts a content hash in every name under assets/, so those never change; the others keep
// their names across builds and must be asked for again each time.
const REVALIDATE = /^(index\.html|sw\.js|manifest\.webmanifest|workbox-[^/]+\.js|registerSW\.js)$/;
/** Types worth compressing; the build wrote .br/.gz siblings for them (vite.config.ts). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

function cacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (REVALIDATE.test(rel)) return 'no-cache';
  return 'public, max-age=3600';
}

interface IndexPage {
  mtimeMs: number;
  size: number;
  etag: string;
  /** identity, gzip and br bodies, made once per build. */
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

/** The settings the pages read from the page itself (docs/runtime.md, "Settings"). */
export interface PageSettings {
  timeZone: string;
  proofDelayDays: number;
  trialDays: number;
}

/**
 * index.html with the settings the pages follow in it (the operator's calendar, the proof list's
 * delay, the free trial's length), kept in memory and compressed once; read again only when the
 * build replaced the file (a stat per request, no read). The build's own .br/.gz of it lack the
 * <meta>s, so they are never served. The service worker precaches this page as served, so an
 * installed app reads the settings of the day it installed that build (docs/runtime.md, "Settings").
 */
function indexPage(file: string, { timeZone, proofDelayDays, trialDays }: PageSettings) {
  const meta =
    `<meta name="${PROOF_DELAY_META}" content="${Math.trunc(proofDelayDays)}">` +
    `<meta name="${TRIAL_DAYS_META}" content="${Math.trunc(trialDays)}">` +
    `<meta name="${TIMEZONE_META}" content="${timeZone.replace(/[^A-Za-z0-9_+\-/]/g, '')}">`;
  let cached: IndexPage | null = null;
  return (): IndexPage | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return (cached = null);
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const identity = Buffer.from(fs.readFileSync(file, 'utf8').replace('</head>', `${meta}</head>`));
    const hash = createHash('sha1').update(identity).digest('base64url');
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, etag: `"${hash}"`, bodies: { identity, gzip: gzipSync(identity), br: brotliCompressSync(identity) } };
    return cached;
  };
}

function acceptsEncoding(c: Context, encoding: string): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((e) => e.trim().split(';')[0] === encoding);
}

export function staticSite(distDir: string, settings: PageSettings) {
  const root = path.resolve(distDir);
  const page = indexPage(path.join(root, 'index.html'), settings);

  const serveIndex = (c: Context) => {
    const index = page();
    if (!index) return c.html(NOT_BUILT, 503);
    const encoding = acceptsEncoding(c, 'br') ? 'br' : acceptsEncoding(c, 'gzip') ? 'gzip' : 'identity';
    // A distinct tag per encoding: the bodies differ, and a cache may hold either.
    c.header('ETag', encoding === 'identity' ? index.etag : `${index.etag.slice(0, -1)}-${encoding}"`);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(index.bodies[encoding]), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  };

  // Made when dist/ first exists, so a build made after start-up is served without a restart.
  let files: MiddlewareHandler | undefined;
  const serveFiles: MiddlewareHandler = async (c, next) => {
    if (!files && fs.existsSync(root)) files = serveStatic({ root, precompressed: true });
    const res = files ? await files(c, next) : await next();
    if (!res?.ok) return res;
    const h = res.headers;
    // Weak: from the served file's size and time, not its content; enough to answer 304 to the
    // same file (and a .br differs in size from its .gz and the original).
    const modified = Date.parse(h.get('last-modified') ?? '') / 1000;
    h.set('ETag', `W/"${Number(h.get('content-length')).toString(16)}-${modified.toString(16)}"`);
    h.set('Cache-Control', cacheControl(c.req.path.slice(1)));
    if (COMPRESSIBLE.test(h.get('content-type') ?? '')) h.set('Vary', 'Accept-Encoding');
    return res;
  };

  return (
    new Hono()
      // 304 when the browser's If-None-Match names the ETag set below (Hono's etag honours it).
      .use(etag())
      .get('/', serveIndex)
      .get('/index.html', serveIndex)
      .use(serveFiles)
      // No file: a path with an extension is a missing file, anything else a page of the app.
      .get('*', (c) => (path.posix.extname(c.req.path) ? c.text('Not found', 404) : serveIndex(c)))
  );
}
