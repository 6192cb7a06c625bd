// Row 1: the JavaScript the home page needs before it is interactive, gzipped, against its
// budget (at most 117 KB; e2e/bundle.spec.ts holds it too), with a React hello-world built by the same Vite in the same
// run and measured the same way alongside for scale (from the network in Chromium: every script
// the page requests until the network is idle, each body gzipped at level 9 here, so the
// server's own compression does not matter).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { fmt, row, type BenchRow } from './report';

const HELLO_ROOT = path.resolve(import.meta.dirname, 'hello-react');
/** The home page's start-up JavaScript, gzipped, at most this many KB (docs/app.md, "Start-up"). */
export const STARTUP_JS_BUDGET_KB = 117;

export interface ScriptLoad {
  url: string;
  raw: number;
  gzip: number;
}

export interface StartupJs {
  scripts: ScriptLoad[];
  raw: number;
  gzip: number;
}

/** Builds bench/hello-react with Vite's programmatic build into a temporary folder. */
export async function buildHelloReact(): Promise<{ dir: string; cleanup(): void }> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-hello-react-'));
  await build({
    root: HELLO_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A bare static server for a build folder (no compression: we gzip the bodies ourselves). */
export async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.resolve(dir, rel);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Loads `url` in a fresh context (service workers blocked: the app registers its worker after
 * the load event, and its precache is not start-up work) and sums every script it fetched by the
 * time the network is idle and `readySelector` is shown.
 */
export async function measureStartupJs(browser: Browser, url: string, readySelector: string): Promise<StartupJs> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(readySelector).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const seen = new Map<string, ScriptLoad>();
    for (const s of await Promise.all(pending)) if (s && !seen.has(s.url)) seen.set(s.url, s);
    const scripts = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
    return { scripts, raw: sum(scripts.map((s) => s.raw)), gzip: sum(scripts.map((s) => s.gzip)) };
  } finally {
    await context.close();
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

/** The per-request breakdown, for the report when the row misses its target. */
export function describeStartupJs(label: string, m: StartupJs): string {
  const lines = m.scripts.map((s) => `  ${kb(s.gzip).padStart(9)} gz ${kb(s.raw).padStart(9)} raw  ${new URL(s.url).pathname}`);
  return [`${label}: ${m.scripts.length} scripts, ${kb(m.gzip)} gzip (${kb(m.raw)} raw)`, ...lines].join('\n');
}

/** Builds and serves the hello-world, measures both pages, and returns the row plus the details. */
export async function startupJsRow(browser: Browser, baseURL: string): Promise<{ row: BenchRow; details: string }> {
  const hello = await buildHelloReact();
  const server = await serveDir(hello.dir);
  try {
    const baseline = await measureStartupJs(browser, `${server.url}/`, 'h1');
    const app = await measureStartupJs(browser, `${baseURL}/`, '#home-hero, main h1');
    return {
      row: row(
        'Start-up JavaScript (home, gzip)',
        `${kb(app.gzip)} in ${app.scripts.length} scripts`,
        `${STARTUP_JS_BUDGET_KB} KB budget (React hello-world ${kb(baseline.gzip)} in ${baseline.scripts.length})`,
        app.gzip / (STARTUP_JS_BUDGET_KB * 1024),
        '<=',
        1,
      ),
      details: [describeStartupJs('home page /', app), describeStartupJs('hello-world', baseline)].join('\n'),
    };
  } finally {
    await server.close();
    hello.cleanup();
  }
}
