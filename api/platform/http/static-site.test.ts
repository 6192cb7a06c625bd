// The built web app as a browser fetches it: an ETag on every file and 304 when it still has
// it, hashed assets kept for a year and the rest revalidated, the build's .br/.gz chosen by
// Accept-Encoding, index.html with the operator's calendar, and nothing outside dist/.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const dist = path.join(ctx.dataDir, 'dist');
const JS = 'console.log("hashed asset");'.repeat(50);
const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  'index.html.br': brotliCompressSync('<html><head></head>stale copy without the meta</html>'),
  'assets/main-abc123.js': JS,
  'assets/main-abc123.js.br': brotliCompressSync(JS),
  'assets/main-abc123.js.gz': gzipSync(JS),
  'assets/logo-abc123.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'sw.js': 'self.addEventListener("push", () => {})',
  'workbox-1a2b3c.js': 'self.workbox = {}',
  'manifest.webmanifest': '{"name":"app"}',
  'icons/icon-192.png': Buffer.from([0x89, 0x50]),
};
for (const [file, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), body);
}
fs.writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'do not serve');
const app = createApp({ ...ctx.services, deps: { ...ctx.deps, config: { ...ctx.deps.config, timeZone: 'America/Chicago', trialDays: 5 } } }, { distDir: dist });
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('files of the build', () => {
  it('carry an ETag, and the same ETag back is answered 304 with no body', async () => {
    for (const file of ['/assets/main-abc123.js', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const first = await get(file);
      expect(first.status, file).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, file).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await get(file, { 'If-None-Match': tag! });
      expect(again.status, file).toBe(304);
      expect(await again.text(), file).toBe('');
      expect(again.headers.get('cache-control'), file).toBe(first.headers.get('cache-control'));
      expect((await get(file, { 'If-None-Match': 'W/"0-0"' })).status, file).toBe(200);
    }
  });

  it('keep hashed assets for a year and make the files that name them revalidate', async () => {
    for (const file of ['/assets/main-abc123.js', '/assets/logo-abc123.png']) {
      expect((await get(file)).headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/sw.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/', '/index.html', '/predictions']) {
      expect((await get(file)).headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await get('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("serve the build's .br or .gz to a browser that takes it, with Vary: Accept-Encoding", async () => {
    const br = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(JS);
    const gz = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JS);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
    for (const r of [br, gz, plain]) expect(r.headers.get('vary')).toBe('Accept-Encoding');
    // Each encoding has its own tag: a cache never answers one with the other.
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('answer a missing file with 404, and any other path with the app', async () => {
    expect((await get('/assets/missing-xyz.js')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(404);
    for (const route of ['/predictions', '/reset-password/abc', '/admin/todays-predictions', '/no/such/page', '/assets']) {
      const r = await get(route);
      expect(r.status, route).toBe(200);
      expect(await r.text(), route).toContain('<div id="root">');
    }
  });

  it('never serve anything outside dist, however the path is spelt', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/assets/..\\..\\secret.txt',
      '//secret.txt',
      '/.%2e/secret.txt',
      '/index.html%00.txt',
    ];
    const answers = await Promise.all(attempts.map((p) => get(p)));
    for (const [i, r] of answers.entries()) {
      expect(r.status, attempts[i]).toBeLessThan(500);
      expect(await r.text(), attempts[i]).not.toContain('do not serve');
    }
  });
});

describe('index.html', () => {
  it("carries the operator's calendar at / and /index.html and for app routes, never the build's stale .br", async () => {
    for (const route of ['/', '/index.html', '/predictions']) {
      for (const accept of ['', 'gzip', 'br']) {
        const r = await get(route, accept ? { 'Accept-Encoding': accept } : {});
        const raw = Buffer.from(await r.arrayBuffer());
        const html = accept === 'br' ? brotliDecompressSync(raw).toString() : accept === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        expect(html, `${route} ${accept}`).toContain('<meta name="app-timezone" content="America/Chicago"></head>');
        expect(html, `${route} ${accept}`).toContain('<meta name="app-proof-delay-days" content="7">');
        expect(html, `${route} ${accept}`).toContain('<meta name="app-trial-days" content="5">');
        expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      }
    }
  });

  it('has its own ETag, answers 304 to it, and a new build changes it', async () => {
    const first = await get('/');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect((await get('/predictions', { 'If-None-Match': tag })).status).toBe(304);
    expect((await get('/index.html', { 'If-None-Match': tag })).status).toBe(304);

    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app v2</title></head><body></body></html>');
    const after = await get('/', { 'If-None-Match': tag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('app v2');
    expect(after.headers.get('etag')).not.toBe(tag);
  });

  it('without a build, pages say how to build and the API still works', async () => {
    const r = await ctx.app.request('/');
    expect(r.status).toBe(503);
    expect(await r.text()).toContain('npm run build');
    expect((await ctx.app.request('/assets/main-abc123.js')).status).toBe(404);
    expect((await ctx.app.request('/api/health')).status).toBe(200);
  });
});
