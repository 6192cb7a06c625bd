// The installable app: manifest and icons, a service worker that controls the page, a new
// version offered and taken with "Reload to update", reading predictions offline after one online
// visit, the copy cleared on logout, and web push shown by the service worker with a click that
// opens the push's page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, dayFromNow, expect, login, makeUser, publish, signIn, type TestUser, test } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { startServer } from '../api/test/server-process';
import { webDist } from './test-server';
import { findInArchive, savedCopyHolds } from './helpers';

// The service worker is what these journeys test (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a new version of the app is offered once installed, and "Reload to update" switches to it', async ({ browser }) => {
  // A copy of the build of its own, whose service worker this test can change as a release would.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-update-'));
  const dist = path.join(dir, 'dist');
  fs.cpSync(webDist(), dist, { recursive: true });
  const server = await startServer({ DATA_DIR: path.join(dir, 'data'), WEB_DIST_DIR: dist, STRIPE_SECRET_KEY: '', SMTP_URL: '' });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    // A first install offers nothing.
    await expect(page.getByText(/A new version of .+ is available\./)).toHaveCount(0);

    fs.appendFileSync(path.join(dist, 'sw.js'), '\n// the next release\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByRole('status').filter({ hasText: 'A new version of Lotto Predict is available.' });
    await expect(offer).toBeVisible();

    const reloaded = page.waitForEvent('framenavigated');
    await offer.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await expect(page.locator('#home-hero')).toBeVisible();
    await expect(offer).toHaveCount(0);
    // The page runs under the new version, and none waits any more.
    expect(
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: !!reg?.waiting, controlled: navigator.serviceWorker.controller?.state };
      }),
    ).toEqual({ waiting: false, controlled: 'activated' });
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// One subscriber's device: a copy the previous version of the app left, read offline; then one
// online visit of the new one, read offline; then logout clears the device's copy.
test('a copy saved by the previous version still reads offline after the update; after one online visit a subscriber reads today’s and past predictions offline; logout clears the copy', async ({
  page,
  context,
  request,
}) => {
  const subscriber = await makeUser(request, 'subscriber');
  await signIn(page, subscriber);
  await previousVersionsCopy(page, context, subscriber);

  const marker = `offline-${Date.now()}`;
  await publish(request, { sharedContent: `${marker} today`, predictions: [{ number1: '047', number2: '8812' }] });
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const past = await request.post('/api/predictions/manual', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { sharedContent: `${marker} archived`, date: dayFromNow(-1), predictions: [{ number1: '123', number2: '4567' }] },
  });
  expect(past.status()).toBe(201);

  await page.goto('/predictions');
  await expect(page.getByText(`${marker} today`)).toBeVisible();
  await expect.poll(() => savedCopyHolds(page, 'predictions', marker)).toBe(true);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.goto('/past-predictions');
  // Sets the worker's earlier journeys archived for later days come first: the pages loaded up to ours are what the device keeps.
  await findInArchive(page, page.getByRole('article').filter({ hasText: `${marker} archived` }));
  // The copy is written just after the list shows; going offline in the same instant could
  // otherwise leave the page before the write.
  await expect.poll(() => savedCopyHolds(page, 'past-predictions', marker)).toBe(true);

  await context.setOffline(true);
  await page.goto('/predictions');
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByText(`${marker} today`)).toBeVisible();
  await expect(page.getByText('047 - 8812').first()).toBeVisible();
  await page.goto('/past-predictions');
  await expect(page.getByText(`${marker} archived`)).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();

  await context.setOffline(false);
  await page.goto('/predictions');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('lotto-predict-offline');
        open.onsuccess = () => {
          open.result.transaction('copies').objectStore('copies').count().onsuccess = (e) => resolve((e.target as IDBRequest<number>).result);
        };
      }),
  );
  expect(stored).toBe(0);
});

/** A copy saved by the previous version of the app still reads offline after the update. */
async function previousVersionsCopy(page: Page, context: BrowserContext, subscriber: TestUser) {
  const marker = `kept-${Date.now()}`;
  await page.goto('/');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  // The database as the version before one table of copies left it (Dexie's version 2 is
  // IndexedDB's 20): today's list, an archive page and the owner.
  await page.evaluate(
    ({ owner, marker }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lotto-predict-offline', 20);
        open.onupgradeneeded = () => {
          for (const name of ['lists', 'meta', 'results']) open.result.createObjectStore(name, { keyPath: 'key' });
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['lists', 'meta'], 'readwrite');
          const batch = (id: string, text: string, date: string) => ({
            _id: id,
            date,
            timeOfDay: 'Morning',
            sharedContent: text,
            timestamp: `${date}T12:00:00.000Z`,
            validThrough: date,
            predictions: [{ number1: '531', number2: '9024', priority: 1, hits: [] }],
            alternatives: [],
          });
          const savedAt = new Date().toISOString();
          tx.objectStore('meta').put({ key: 'owner', userId: owner, role: 'subscriber', subscriptionExpiresAt: null });
          tx.objectStore('lists').put({ key: 'current', batches: [batch('old-1', `${marker} today`, '2026-01-05')], savedAt });
          tx.objectStore('lists').put({ key: 'past', batches: [batch('old-2', `${marker} archived`, '2025-01-02')], savedAt });
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { owner: subscriber.id, marker },
  );

  await context.setOffline(true);
  await page.goto('/predictions');
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByText(`${marker} today`)).toBeVisible();
  await page.goto('/past-predictions');
  await expect(page.getByText(`${marker} archived`)).toBeVisible();
  await context.setOffline(false);
}

test('the manifest and its icons load and the service worker controls the page; a push reaches it, shows a notification, and a click opens its page', async ({
  page,
  context,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Lotto Predict', display: 'standalone', start_url: '/predictions' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const r = await request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
  }

  const subscriber = await makeUser(request, 'subscriber');
  await context.grantPermissions(['notifications']);
  await signIn(page, subscriber);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const payload = { title: 'New predictions are up', body: "Today's evening predictions are ready.", url: '/past-predictions', tag: 'predictions-test' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0].registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
      }),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: '/past-predictions' }]);

  // A tap on the notification: the service worker's own click handler runs, and the open
  // window of the app goes to the push's page.
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    // Runs in the service worker, whose globals the page's DOM types do not describe.
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/past-predictions$/);
});
