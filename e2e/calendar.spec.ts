// Journey: the pages and the server agree on "today". A server of its own
// runs with APP_TIMEZONE set to a zone whose date differs from New York's right now, so a page
// that still computed New York's calendar would show, list or pre-fill the wrong day.
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, login, makeUser, publish, signIn, test, type TestUser } from './fixtures';
import { randomNumber, uniqueTag } from './helpers';
import { dayFromNow, servedTimeZone } from './server-zone';

const NEW_YORK = 'America/New_York';
// UTC+14 and UTC-11: whatever the hour, one of the two is on another date than New York.
const FAR_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/** "Friday, March 14, 2025" and "Mar 14, 2025", as the subscriber's and the admin's pages name a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(Date.parse(`${day}T12:00:00Z`));
const shortDay = (day: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(Date.parse(`${day}T12:00:00Z`));

const zone = FAR_ZONES.find((z) => dayFromNow(0, z) !== dayFromNow(0, NEW_YORK))!;
// A server of its own whose operator's calendar is that zone.
test.use({ serverEnv: { APP_TIMEZONE: zone } });

/** A browser page of its own, signed in as `user` on the second server. */
async function pageAs(browser: Browser, baseURL: string, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

test(`pages and server agree on today with APP_TIMEZONE set to a zone a day off New York's`, async ({ browser, baseURL, request: api }) => {
  expect(zone, 'one of the far zones is always on another date than New York').toBeDefined();
  const today = dayFromNow(0, zone);
  expect(today).not.toBe(dayFromNow(0, NEW_YORK));
  expect(await servedTimeZone(baseURL)).toBe(zone);

  // The server dates what it publishes by its own calendar.
  const tag = uniqueTag('calendar');
  const batch = await publish(api, { sharedContent: tag, predictions: [{ number1: randomNumber(3), number2: randomNumber(4) }] });
  expect(batch.date).toBe(today);

  const admin = await login(api, ADMIN.email, ADMIN.password);
  const adminPage = await pageAs(browser, baseURL, { id: admin.user._id, username: ADMIN.username, email: ADMIN.email, password: ADMIN.password, ...admin });
  try {
    // Today's predictions lists only today's batches: a page on New York's day would list none.
    await adminPage.goto('/admin/todays-predictions');
    const row = adminPage.locator('tbody tr').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(shortDay(today))).toBeVisible();

    // Add User pre-fills a subscriber's start with today.
    await adminPage.goto('/admin/manual-user');
    await adminPage.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Subscriber' });
    await expect(adminPage.getByLabel(/^Subscription start date/)).toHaveValue(today);
  } finally {
    await adminPage.context().close();
  }

  // The subscriber's page heads the batch with today's date in that zone.
  const subscriberPage = await pageAs(browser, baseURL, await makeUser(api, 'subscriber'));
  try {
    await subscriberPage.goto('/predictions');
    const card = subscriberPage.locator('article').filter({ hasText: tag });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(longDay(today));
  } finally {
    await subscriberPage.context().close();
  }
});
