// Every page, asset and API answer carries the security headers, whatever its status, and no
// answer lets another origin read it (no CORS headers for a foreign Origin).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext } from '../test/harness';
import { listApiRoutes } from '../test/routes';

const ctx = await createTestContext();
const dist = path.join(ctx.dataDir, 'dist');
for (const [file, body] of [
  ['index.html', '<!doctype html><title>app</title>'],
  ['sw.js', 'self.addEventListener("push", () => {})'],
  ['manifest.webmanifest', '{}'],
  ['assets/index-abc.js', 'console.log(1)'],
  ['assets/index-abc.css', 'body{}'],
  ['icons/icon-192.png', 'png'],
] as const) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), body);
}
const app = createApp(ctx.services, { distDir: dist });
const admin = await ctx.makeUser('admin');

// The route table of docs/app.md ("Pages and routes"), plus the files the app is made of.
const PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abc',
  '/about',
  '/contact',
  '/explore-plans',
  '/plans',
  '/payment?plan=weekly',
  '/payment-success?session_id=x&plan=weekly&userId=1',
  '/change-password',
  '/combinations',
  '/predictions',
  '/past-predictions',
  '/admin',
  '/admin/manual-user',
  '/admin/manual-prediction',
  '/admin/payment-receipts',
  '/role-management',
  '/admin/todays-predictions',
  '/admin/past-predictions',
  '/no/such/page',
  '/sw.js',
  '/manifest.webmanifest',
  '/assets/index-abc.js',
  '/assets/index-abc.css',
  '/icons/icon-192.png',
  '/assets/missing.js',
];

function expectHeaders(h: Headers, what: string) {
  const csp = h.get('content-security-policy') ?? '';
  for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, what).toContain(part);
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBeTruthy();
  expect(h.get('access-control-allow-origin'), what).toBeNull();
  expect(h.get('access-control-allow-credentials'), what).toBeNull();
}

describe('security headers everywhere', () => {
  it('on every page and file of the app', async () => {
    for (const p of PAGES) {
      const r = await app.request(p, { headers: { Origin: 'https://evil.example' } });
      expect(r.status, p).toBeLessThan(500);
      expectHeaders(r.headers, p);
    }
  });

  it('on every API route, signed in or not, and on preflights', async () => {
    for (const route of listApiRoutes(ctx.services)) {
      const [method, pattern] = route.split(' ');
      const url = pattern.replace(':id', '999999').replace(':token', 'x');
      for (const token of [undefined, admin.token]) {
        const r = await app.request(url, {
          method,
          headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(r.status, `${route} ${token ? 'admin' : 'anonymous'}`).toBeLessThan(500);
        expectHeaders(r.headers, route);
      }
      const pre = await app.request(url, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': method } });
      expectHeaders(pre.headers, `OPTIONS ${route}`);
    }
  });
});
