// TRIAL_DAYS (docs/product.md, "The free trial"): a server of its own with TRIAL_DAYS=5, and every
// page, answer and e-mail that names the trial says 5 days: the home page's offer, the plans, the
// sign-up page, the trial granted (its end 5 days on), the welcome e-mail and, with the server's
// clock moved four days on, the trial-ends e-mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../api/test/server-process';
import { ADMIN, webDist } from './test-server';
import { expect, test } from './fixtures';
import { uniqueTag, VIEWPORTS } from './helpers';

const DAY = 24 * 3_600_000;
let dataDir: string;
let server: ServerProcess;

function env(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist(),
    TRIAL_DAYS: '5',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: ADMIN.username,
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
  };
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-trial-'));
  server = await startServer(env());
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pageOn(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS[0]): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  return context.newPage();
}

/** The e-mails in the server's outbox to `to`, oldest first, soft line breaks joined. */
function mailsTo(to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${to}`));
}

test('every page that names the trial says 5 days; a visitor signs up, claims it from the plans, gets 5 days, and the e-mails say so', async ({ browser }) => {
  // Seven pages, a sign-up, a sign-in and a server restart walked through: three times the usual
  // two minutes, so a busy machine cannot fail it.
  test.slow();
  // Words, not layout: at the one width (e2e/helpers.ts, VIEWPORTS). One load; every other page is
  // reached as a visitor reaches it: the top bar, the footer, the sign-in page's links.
  const page = await pageOn(browser);
  await page.goto('/#free-trial');
  const offer = page.locator('#free-trial');
  await expect(offer.getByRole('heading', { name: 'FREE 5-day membership' })).toBeVisible();
  await expect(offer.getByText('Valued at $75. No payment needed.')).toBeVisible();
  await expect(offer.getByText('See every prediction and best alternative for 5 full days, on us.')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Claim Free 5-Day Membership' })).toBeVisible();

  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveURL(/\/explore-plans$/);
  await expect(page.getByText('Not sure yet? Try every prediction free for 5 days, no payment needed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim Free 5-Day Membership' })).toBeVisible();
  await main.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText('Claim the free 5-day membership (valued at $75) or pick the plan that fits you.')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('The free 5-day membership can be claimed once per person.')).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Join free, then start your 5-day VIP membership.')).toBeVisible();
  await expect(page.getByText(/3-day|3 days/)).toHaveCount(0);

  const name = uniqueTag('trial5').replace(/-/g, '_');
  const email = `${name}@e2e.test`;
  const password = 'trial-five-pass-1';
  await page.getByRole('textbox', { name: /^Username/ }).fill(name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  expect(mailsTo(email)[0]).toContain(`- Try 5 days of VIP predictions free, no payment needed: ${server.url}/`);

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/predictions$/);

  // The paywall's Subscribe Now leads to the plans, which offer the trial in the same words.
  await page.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByText('Not sure yet? Try every prediction free for 5 days, no payment needed.')).toBeVisible();
  const claimedAt = Date.now();
  await page.getByRole('button', { name: 'Claim Free 5-Day Membership' }).click();
  await expect(page.getByText(/You're in! Your free membership runs until .+\./)).toBeVisible();
  // As the page: the browser's own session cookie.
  const account = await (await page.request.get('/api/account')).json();
  expect(account.membership).toMatchObject({ status: 'trial', daysLeft: 5 });
  const end = Date.parse(account.membership.activeUntil);
  expect(end - claimedAt).toBeGreaterThan(5 * DAY - 60_000);
  expect(end - claimedAt).toBeLessThan(5 * DAY + 60_000);
  const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'long', day: 'numeric' }).format(end);
  await expect(page.getByText(`You're in! Your free membership runs until ${longDate}.`)).toBeVisible();

  // A change sent with the session cookie names the page's origin, as the browser does.
  const again = await page.request.post('/api/subscription/trial', { headers: { Origin: new URL(page.url()).origin } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already used your free 5-day membership.');
  await page.context().close();

  // Four days and an hour later the trial is in its last day: the same data, the server's clock
  // moved on. The scan at start-up finds the trial and e-mails its end.
  await server.stop();
  server = await startServer({ ...env(), CLOCK_SHIFT_MS: String(4 * DAY + 3_600_000) }, ['--import', path.resolve(import.meta.dirname, 'shifted-clock.mjs')]);
  await expect.poll(() => mailsTo(email).length).toBe(2);
  const ends = mailsTo(email).find((m) => /Subject: Your Lotto Predict free trial ends/.test(m));
  expect(ends).toContain('Your free 5-day Lotto Predict membership ends on');
});
