// `npm run screenshots` (screenshots.config.ts): every page of a11y.ts's route list, seeded so no
// page is empty, as full-page PNGs at 390x844 and 1280x800 in /work/main/screenshots/, named
// `{phone|desktop}-{page}.png` (e.g. phone-home.png, desktop-admin-role-management.png); and the
// two pictures the web manifest shows on the install sheet, into public/screenshots/ (kept in
// the repository, so the build carries them).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routePages, seed, settle, type Seeded, type Who } from './a11y';
import { expect, makeUser, publish, signIn, test } from './fixtures';
import { setSubscriptionEnd } from './helpers';

const OUT = path.resolve(import.meta.dirname, '..', 'screenshots');
const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

let seeded: Promise<Seeded> | undefined;
test.describe.configure({ mode: 'parallel' });

/** Scrolls through the page so that what animates into view (counters, bars) has started, then back up. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
  });
}

async function shoot(page: Page, file: string) {
  await settle(page);
  await revealAll(page);
  await page.screenshot({ path: path.join(OUT, file), fullPage: true, animations: 'disabled' });
}

test.beforeAll(() => fs.mkdirSync(OUT, { recursive: true }));

// The manifest (vite.config.ts) names them with these exact sizes: one screen, not the full page.
test('the install sheet: predictions on a phone, the home page on a desktop', async ({ page, request }) => {
  const dir = path.resolve(import.meta.dirname, '..', 'public', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await settle(page);
  await revealAll(page);
  await page.screenshot({ path: path.join(dir, 'desktop-home.png'), animations: 'disabled' });

  // A subscriber with a plain name and a batch as an admin would publish it, newest on top.
  const reader = await makeUser(request, 'subscriber', { username: `jordan_${Date.now().toString(36)}`.slice(0, 12) });
  const pairs = (rows: [string, string][]) => rows.map(([number1, number2]) => ({ number1, number2 }));
  await publish(request, {
    sharedContent: 'Evening draws: Tennessee, Texas, Georgia, Ohio, Michigan, Florida and North Carolina.',
    timeOfDay: 'Evening',
    predictions: pairs([
      ['047', '4821'],
      ['315', '0962'],
      ['728', '5530'],
      ['190', '7714'],
    ]),
    alternatives: pairs([
      ['562', '3308'],
      ['804', '1275'],
    ]),
  });
  await signIn(page, reader);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/predictions');
  await settle(page);
  await expect(page.getByText(/^Evening draws: Tennessee/)).toBeVisible();
  await page.screenshot({ path: path.join(dir, 'phone-predictions.png'), animations: 'disabled' });
});

for (const viewport of VIEWPORTS) {
  for (const who of ['visitor', 'customer', 'subscriber', 'admin'] as const satisfies readonly Who[]) {
    test(`${viewport.label}: ${who} pages`, async ({ page, request }) => {
      const data = await (seeded ??= seed(request));
      await page.setViewportSize(viewport);
      if (who !== 'visitor') await signIn(page, data.users[who]);
      for (const route of routePages(data).filter((r) => r.who === who)) {
        await page.goto(route.path);
        await shoot(page, `${viewport.label}-${route.name}.png`);
      }
    });
  }

  test(`${viewport.label}: menus, dialogs and reminders`, async ({ page, browser, baseURL, request }) => {
    const data = await (seeded ??= seed(request));
    await page.setViewportSize(viewport);
    await signIn(page, data.users.admin);
    await page.goto('/');
    if (viewport.label === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await shoot(page, `${viewport.label}-menu-drawer.png`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open contact information' }).click();
      await shoot(page, `${viewport.label}-info-drawer.png`);
    } else {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await shoot(page, `${viewport.label}-account-menu.png`);
    }
    await page.goto('/role-management');
    await page.getByRole('combobox', { name: `Role of ${data.users.customer.username}` }).selectOption({ label: 'Subscriber' });
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `${viewport.label}-admin-subscription-end-dialog.png`);
    await page.goto('/combinations');
    await page.getByRole('textbox', { name: /^Enter a number/ }).fill('1234');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('list', { name: 'Combinations' })).toBeVisible();
    await shoot(page, `${viewport.label}-combinations-results.png`);

    // The expiry reminder, in a browser of its own (the one above is signed in as the admin).
    const context = await browser.newContext({ baseURL, viewport });
    try {
      const other = await context.newPage();
      await signIn(other, await setSubscriptionEnd(await makeUser(request, 'subscriber'), Date.now() + 2 * 86_400_000));
      await other.goto('/predictions');
      await expect(other.getByRole('button', { name: 'Close reminder' })).toBeVisible();
      await shoot(other, `${viewport.label}-expiry-reminder.png`);
    } finally {
      await context.close();
    }
  });
}
