// What several journeys share on top of fixtures.ts: API calls as the admin, unique tags, numbers
// and days, and edits of the journey's server's data through the product's own data layer.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './a11y';
import { ADMIN, dayFromNow, expect, login, type TestUser } from './fixtures';
import { withDb } from './server-data';
import type { TestServer } from './test-server';

export { withDb };

let seq = 0;

/** A string no other journey of the run uses, for shared content and search terms. */
export function uniqueTag(prefix = 'e2e'): string {
  return `${prefix}-${process.pid.toString(36)}-${Date.now().toString(36)}-${(seq++).toString(36)}`;
}

/** A random `digits`-long prediction number; it starts with 0 so leading zeros are exercised. */
export function randomNumber(digits = 3): string {
  let s = '0';
  while (s.length < digits) s += String(Math.floor(Math.random() * 10));
  return s;
}

/**
 * A random number of one digit repeated ('777', '0000'), for a result a journey enters on a recent
 * day without counting hits. The sets that count their hits on those days play numbers of
 * different digits (hits-seed.ts, freshNumber) or with one digit twice (proof-and-states.spec.ts),
 * which such a draw can never hit, straight or box.
 */
export function sameDigits(digits: number): string {
  return String(Math.floor(Math.random() * 10)).repeat(digits);
}

/**
 * Runs `write` with the server's clock at `at` (a journey's own server started with
 * `movableClock`), then puts the clock back: a set published then counts from then, as the public
 * record says (docs/ledger.md), for draws the journey enters afterwards.
 */
export async function writtenAt<T>(server: Pick<TestServer, 'moveClock'>, at: number, write: () => Promise<T>): Promise<T> {
  await server.moveClock(at - Date.now());
  try {
    return await write();
  } finally {
    await server.moveClock(0);
  }
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await login(request, ADMIN.email, ADMIN.password)).token;
}

/** Calls the API with a bearer token and checks the status. */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const r = await request[method](url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), `${method.toUpperCase()} ${url}: ${await r.text()}`).toBe(status);
  return (await r.json()) as T;
}

/**
 * A renewing membership bought through the API as the simulated checkout buys it (session, Pay,
 * the success page's confirmation): the confirmation's answer, and the user as it stands after.
 */
export async function buyRenewing(request: APIRequestContext, u: TestUser, plan: 'weekly' | 'monthly' = 'monthly') {
  const headers = { Authorization: `Bearer ${u.token}` };
  const session = await callApi<{ id: string }>(request, u.token, 'post', '/api/stripe/create-checkout-session', { userId: u.id, plan, renew: true });
  expect((await request.post(`/api/stripe/simulated/${session.id}/pay`, { headers })).status()).toBe(200);
  const paid = await callApi<{ subscriptionExpiresAt: string; receiptUrl: string; user: Record<string, unknown> }>(request, u.token, 'post', '/api/stripe/payment-success', {
    session_id: session.id,
    plan,
    userId: u.id,
  });
  return { ...paid, buyer: { ...u, user: paid.user } };
}

/** Sets a user's subscription end in the database and in the stored copy a later signIn puts into the browser. */
export async function setSubscriptionEnd(u: TestUser, endsAt: number): Promise<TestUser> {
  await withDb((db) => db.exec('update users set subscription_expires_at = ? where email = ?', [endsAt, u.email]));
  return { ...u, user: { ...u.user, role: 'subscriber', subscriptionExpiresAt: new Date(endsAt).toISOString() } };
}

/** Records every request the page makes whose path starts with `prefix`. */
export function recordRequests(page: Page, prefix: string): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith(prefix)) seen.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** The brand font faces, as document.fonts names them once loaded (app/styles/fonts.css). */
export const BRAND_FACES = ['Inter 100 900', 'Poppins 500', 'Poppins 600', 'Poppins 700', 'Poppins 800'];

/**
 * Waits until the brand fonts have loaded. On a first visit they arrive after the first paint
 * (app/lib/brand-fonts.ts) and the text reflows when they do, so a test that measures scroll
 * positions in pixels waits for them first.
 */
export async function brandFontsLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`)))
    .toEqual(expect.arrayContaining(BRAND_FACES));
}

/**
 * A desktop (the width every journey runs at, playwright.config.ts) and a phone (390 × 844): the
 * widths a layout is checked at. A journey runs at one width; where its layout is what it tests,
 * it checks each state at both (checkedShot, atWidth), or runs at the phone's.
 */
export const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;
export const PHONE = VIEWPORTS[1];

/** Resizes the page in place and waits until it has drawn two frames at the new size. */
export async function atWidth(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * The state the page shows: no serious accessibility problem at the width it is shown at, and
 * nothing wider than the screen at each of VIEWPORTS in turn (resized in place, then back). axe
 * runs once, as in the accessibility sweep (a11y.spec.ts): what it checks is the same markup at
 * both widths, and the header and the phone's drawers that differ by width are the sweep's, at
 * both. With E2E_SHOTS=1, a screenshot of the whole page into `dir` (`name-width.png`), and of the
 * part under test (`detail`) alone, for a person to look at (a full-page capture is most of the
 * check's processor time, and no test reads it).
 */
const SHOTS = process.env.E2E_SHOTS === '1';

export async function checkedShot(page: Page, dir: string, name: string, detail?: Locator): Promise<void> {
  if (SHOTS) fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize()!;
  expect(describeViolations(`${name} at ${before.width}px`, await seriousViolations(page))).toEqual([]);
  for (const size of VIEWPORTS) {
    await atWidth(page, size);
    const { width } = size;
    if (SHOTS) {
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
      if (detail) await detail.screenshot({ path: path.join(dir, `${name}-${width}-detail.png`), animations: 'disabled' });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${width}px`).toBeLessThanOrEqual(0);
  }
  await atWidth(page, before);
}

/** Nothing wider than the screen at each of VIEWPORTS (resized in place, then back): checkedShot's layout check alone. */
export async function fitsAtBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize()!;
  for (const size of VIEWPORTS) {
    await atWidth(page, size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${size.width}px`).toBeLessThanOrEqual(0);
  }
  await atWidth(page, before);
}

/**
 * A capture into `file` for a person to look at, only with E2E_SHOTS=1 (checkedShot): of the whole
 * page, or of one part of it (a locator).
 */
export async function shot(what: Page | Locator, file: string, opts: { clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in what) await what.screenshot({ path: file, fullPage: true, animations: 'disabled', ...opts });
  else await what.screenshot({ path: file, animations: 'disabled' });
}

/** Whether the device's copy of today's list or of the archive (app/lib/kept-read.ts) mentions `text`. */
export function savedCopyHolds(page: Page, key: 'predictions' | 'past-predictions', text: string): Promise<boolean> {
  return page.evaluate(
    ({ key, text }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('lotto-predict-offline');
        open.onerror = () => resolve(false);
        // Only look: never create the database, and let go of it at once, so the app's own
        // open (which creates it) is not blocked.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          const done = (holds: boolean) => {
            db.close();
            resolve(holds);
          };
          if (!db.objectStoreNames.contains('copies')) return done(false);
          const get = db.transaction('copies').objectStore('copies').get(key);
          get.onsuccess = () => done(JSON.stringify(get.result ?? null).includes(text));
          get.onerror = () => done(false);
        };
      }),
    { key, text },
  );
}

/** The old days this worker's journeys have named: its server is the worker's alone (fixtures.ts). */
const claimed = new Set<string>();

/**
 * `n` days in a row, between 1 and 8 years back, that no other journey of this worker names, so
 * two journeys storing the same state's draws on the worker's server never meet on a day: as
 * YYYY-MM-DD and as files write them, M/D/YYYY.
 */
export function oldDays(n: number): { day: string; written: string }[] {
  for (;;) {
    const start = 400 + Math.floor(Math.random() * 2500);
    const days = Array.from({ length: n }, (_, i) => dayFromNow(-(start + i)));
    if (days.some((d) => claimed.has(d))) continue;
    for (const d of days) claimed.add(d);
    return days.map((day) => ({ day, written: `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}/${day.slice(0, 4)}` }));
  }
}

/** "Jul 29, 2025" for YYYY-MM-DD, as the pages write a day. */
export const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** Loads the archive's pages one after another until `within` shows: the worker's earlier journeys may have archived sets dated later. */
export async function findInArchive(page: Page, within: Locator): Promise<Locator> {
  for (let i = 0; i < 20 && (await within.count()) === 0; i++) {
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more.or(within).first()).toBeVisible();
    if ((await within.count()) === 0) await more.click();
  }
  await expect(within).toHaveCount(1);
  return within;
}

/**
 * Answers the app's own "are you sure?" (app/components/confirm-dialog.tsx) after checking its
 * words: goes ahead with `confirmLabel`, or cancels; the dialog is gone either way.
 */
export async function answerConfirm(page: Page, q: { title: string; text: string | RegExp; confirmLabel: string }, goAhead: boolean): Promise<void> {
  const dialog = page.getByRole('dialog', { name: q.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(q.text)).toBeVisible();
  await dialog.getByRole('button', { name: goAhead ? q.confirmLabel : 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Goes to one of the console's pages as the admin does: the sidebar's link, behind the "Admin
 * menu" drawer at phone width (app/features/admin/components/admin-layout.tsx). An in-app
 * navigation, not a load: the page is reached from where the admin is.
 */
export async function viaConsoleMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: /Admin menu/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
}

/**
 * Goes to `path` inside the running app, as its own links do (the router's history entry and its
 * popstate), not by a new load: for a journey that visits many addresses to see where each one
 * lands (the guards, docs/app.md), a load each would start the whole app again.
 */
export async function inApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
