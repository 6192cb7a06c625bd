// The app's client is typed from the server's routes (hc<AppType>) through a type-only import;
// the built files must hold none of the server's code: no server package, no route handler's
// text, no Node built-in.
import fs from 'node:fs';
import path from 'node:path';
import { STARTUP_JS_BUDGET_KB, describeStartupJs, measureStartupJs } from '../bench/startup-js';
import { expect, test } from './fixtures';

const DIST = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '..', 'dist');

// Each appears only in server code: packages the API uses, and sentences only its handlers and
// middleware write (api/platform/http/validate.ts, api/app.ts, api/features/predictions/predictions.routes.ts).
const SERVER_MARKERS = [
  'better-sqlite3',
  'drizzle-orm',
  'nodemailer',
  'argon2',
  '@hono/node-server',
  'Send the request body as JSON',
  'Malformed JSON in request body',
  'No such API path',
  'There were no current predictions to move.',
  'from"node:',
  'require("node:',
];

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return scripts(full);
    return /\.(m?js)$/.test(e.name) ? [full] : [];
  });
}

test('the built app holds no server code', () => {
  const files = scripts(DIST);
  expect(files.length, `scripts in ${DIST}`).toBeGreaterThan(0);
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return SERVER_MARKERS.filter((m) => text.includes(m)).map((m) => `${path.relative(DIST, file)}: ${m}`);
  });
  expect(found).toEqual([]);
});

/** The scripts index.html loads (the entry and its modulepreloads), as paths under DIST. */
function firstScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
}

// zod validates forms on the pages that have them; the first download of every page (the entry
// script and what index.html preloads with it) must not carry it, or start-up JavaScript grows
// by about 26 KB gzip (bench: start-up JavaScript).
test('the scripts every page loads first hold no zod', () => {
  const first = firstScripts();
  expect(first.length).toBeGreaterThan(1);
  const withZod = first.filter((file) => /\bZodError\b|\$ZodType/.test(fs.readFileSync(path.join(DIST, file), 'utf8')));
  expect(withZod).toEqual([]);
});

/** A built chunk and every chunk it imports statically (what must arrive before it can run). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(path.join(DIST, 'assets', file), 'utf8');
  for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) staticClosure(m[1], seen);
  return seen;
}

// The pages a visitor or subscriber opens most hold no form: zod must not be among what they
// wait for (24 KB gzip on a phone's first visit to /predictions, before its first paint). A page's
// chunk is known by a text only that page holds: two pages share a file name (the subscriber's and
// the admin's past-predictions-page), and their hashes decide which one a listing shows first.
const PAGES = {
  'home-page': 'Ready for today',
  'plans-page': 'Pick a subscription plan',
  'predictions-page': 'VIP Predictions',
  'past-predictions-page': 'Subscribe to Access Past Predictions',
};

/** The built chunk of page `name`, known by `text` that only it holds. */
function pageChunk(name: string, text: string): string {
  const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  const chunk = chunks.filter((f) => fs.readFileSync(path.join(DIST, 'assets', f), 'utf8').includes(text));
  expect(chunk, `the one chunk of ${name} among ${chunks.join(', ')}`).toHaveLength(1);
  return chunk[0];
}

for (const [name, text] of Object.entries(PAGES)) {
  test(`${name} waits for no zod`, () => {
    const closure = [...staticClosure(pageChunk(name, text))];
    expect(closure.length).toBeGreaterThan(1);
    expect(closure.filter((f) => /\bZodError\b|\$ZodType/.test(fs.readFileSync(path.join(DIST, 'assets', f), 'utf8')))).toEqual([]);
  });

  // The small modules pages share are copied into them, and the styles they share are in the
  // sheet every page loads (vite.config.ts, app/main.tsx): opening one of these pages fetches its
  // own chunk (and stylesheet, if it has one) and no script that index.html did not already ask
  // for. /predictions fetched twelve files of 0.3 to 2 KB, a round trip each on a phone, before it
  // could paint.
  test(`${name} needs no script but its own beyond what index.html loads`, () => {
    const chunk = pageChunk(name, text);
    const first = new Set(firstScripts().map((f) => path.relative('assets', f)));
    expect([...staticClosure(chunk)].filter((f) => f !== chunk && !first.has(f))).toEqual([]);
  });
}

// Dexie (the device's copies, app/lib/offline-db.ts) loads only when a page first reads or writes a
// copy: nothing the home page waits for, before or after its first paint, holds it.
test('the home page and what index.html loads hold no Dexie', () => {
  const first = new Set([...firstScripts().map((f) => path.relative('assets', f)), ...staticClosure(pageChunk('home-page', PAGES['home-page']))]);
  const withDexie = [...first].filter((f) => /lotto-predict-offline|\bDexie\b/.test(fs.readFileSync(path.join(DIST, 'assets', f), 'utf8')));
  expect(withDexie).toEqual([]);
});

// The home page's start-up JavaScript, as bench/startup-js.ts measures it (every script fetched
// until the network is idle, gzipped): at most STARTUP_JS_BUDGET_KB.
test(`the home page starts with at most ${STARTUP_JS_BUDGET_KB} KB of JavaScript (gzip)`, async ({ browser, baseURL }) => {
  const m = await measureStartupJs(browser, `${baseURL}/`, '#home-hero, main h1');
  expect(m.gzip / 1024, describeStartupJs('home page /', m)).toBeLessThanOrEqual(STARTUP_JS_BUDGET_KB);
  // Whatever it weighs, no script of the device's copies came with it.
  expect(m.scripts.map((s) => new URL(s.url).pathname).filter((p) => /offline-db|dexie/i.test(p))).toEqual([]);
});
