// The operator's console in the browser, one admin walking it through its menu on a server of the
// journey's own (so the figures it reads are its own writes alone): the overview's figures after a
// purchase, its Deliveries panel retrying a failed e-mail at a phone's width, extending a
// membership from it, the inbox's count going down, the claims set on Claims, a receipts range's
// total, and the activity log showing the admin's writes. The rules behind the figures are the
// API's tests' (api/features/admin, api/platform/jobs); this journey holds that the pages show them
// and work.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, login, makeUser, signIn, test, type TestUser } from './fixtures';
import { answerConfirm, atWidth, oldDays, PHONE, setSubscriptionEnd, shot, uniqueTag, viaConsoleMenu, withDb } from './helpers';
import type { OverviewDto } from '@shared/admin';

const DAY = 86_400_000;
// Beside `npm run screenshots`' pictures (git-ignored); test-results/ is emptied by every run.
const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots', 'console');

async function overviewFromApi(request: APIRequestContext): Promise<OverviewDto> {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const r = await request.get('/api/admin/overview', { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(r.status()).toBe(200);
  return (await r.json()) as OverviewDto;
}

/** A paid checkout through the simulated provider, as the payment page makes it. */
async function buy(request: APIRequestContext, buyer: TestUser, plan: string) {
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const session = await (await request.post('/api/stripe/create-checkout-session', { headers: auth, data: { userId: buyer.id, plan } })).json();
  expect((await request.post(`/api/stripe/simulated/${session.id}/pay`, { headers: auth })).status()).toBe(200);
  const paid = await request.post('/api/stripe/payment-success', { headers: auth, data: { session_id: session.id, plan, userId: buyer.id } });
  expect(paid.status(), await paid.text()).toBe(200);
}

const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,\s]/g, '')) * 100);
const kpi = (page: Page, label: string) =>
  page
    .locator('.admin-kpi')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.admin-kpi-value');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin' });

test.describe(() => {
  // A server of the journey's own: it reads the console's figures and the site's claims over all
  // the data (fixtures.ts).
  test.use({ ownServer: true });

  test('the overview shows a purchase in its revenue, retries a failed delivery, extends a membership ending soon, counts the inbox down, and names the claims set on Claims; a range of days shows its receipts, and the activity log what the admin did', async ({
    page,
    request,
  }) => {
    // A server of its own and seven of the console's pages walked through: three times the usual two
    // minutes, so a busy machine cannot fail it.
    test.slow();
    const buyer = await makeUser(request, 'customer');
    await buy(request, buyer, 'three_day');
    const end = Date.now() + 2 * DAY;
    const member = await setSubscriptionEnd(await makeUser(request, 'subscriber'), end);
    const name = `Sender ${uniqueTag('inbox')}`;
    // Written straight into the database: the contact form's per-address limit is not what this tests.
    await withDb((db) =>
      db.exec('insert into contact_messages (name, email, message, created_at) values (?, ?, ?, ?)', [name, 'sender@e2e.test', 'When is the evening batch out?', Date.now()]),
    );
    // A push or an e-mail that failed for good (docs/runtime.md, "Promised work"), written straight
    // into the database: a failure takes hours of retries to reach for real.
    const reason = `${uniqueTag('smtp')}: connect ECONNREFUSED 203.0.113.5:587`;
    const now = Date.now();
    const failedJob = await withDb((db) =>
      db.exec("insert into jobs (kind, payload, state, attempts, max_attempts, run_at, last_error, created_at, finished_at) values ('mail', ?, 'failed', 8, 8, ?, ?, ?, ?)", [
        JSON.stringify({ to: 'nobody@example.com', subject: 'x', text: 'x' }),
        now,
        reason,
        now - 3_600_000,
        now - 60_000,
      ]),
    );
    const overview = await overviewFromApi(request);
    expect(overview.revenueLast30DaysCents).toBe(5000);

    const admin = await makeUser(request, 'admin', { username: `${uniqueTag('act').replace(/-/g, '_')}_adm` });
    await signIn(page, admin);
    await page.goto('/');
    // None comes with the product.
    await expect(page.getByRole('heading', { name: 'Daily predictions for the 3 and 4 digit games you play' })).toBeVisible();
    await expect(page.locator('.what-we-do')).not.toContainText(/\bMembers\b|Positive Rating/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ADMIN' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(kpi(page, 'Revenue')).toBeVisible();
    // No claim about the business comes with the product: the overview says so and where to set them.
    await expect(page.getByRole('status').filter({ hasText: 'make no claim' })).toHaveText(
      'The pages make no claim about your business (members, a rating, years of experience, support hours, a founder, portfolio bars): none comes with the product. Set those that are true on Claims.',
    );
    // The admin frame: its own sidebar, no marketing footer.
    await expect(sidebar(page).getByRole('link', { name: 'Activity Log' })).toBeVisible();
    await expect(page.locator('footer.site-footer')).toHaveCount(0);

    const shown = dollars(await kpi(page, 'Revenue').textContent());
    const plan = page.getByRole('list', { name: 'Revenue by plan, last 30 days' }).getByRole('listitem').filter({ hasText: '3 Days' });
    const planCents = dollars(await plan.locator('.admin-plan-amount').textContent());
    await page.getByText('Revenue by day as a table').click();
    const daysTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Day' }) });
    const lastDayCents = dollars(await daysTable.getByRole('row').last().getByRole('cell').last().textContent());
    await page.getByText('Revenue by day as a table').click();

    expect(shown).toBe(5000);
    expect(planCents).toBe(5000);
    // Today, the chart's last day, holds the $50 just paid.
    expect(lastDayCents).toBe(5000);
    // The buyer and the member ending soon.
    await expect(kpi(page, 'Active subscribers')).toHaveText('2');

    // The chart itself is drawn (chart.js, loaded by this page only).
    await expect(page.locator('canvas[role="img"]')).toBeVisible();
    await shot(page, path.join(SHOTS, 'overview-1280x800.png'));
    await atWidth(page, PHONE);
    await expect(page.getByRole('button', { name: /Admin menu/ })).toBeVisible();
    await shot(page, path.join(SHOTS, 'overview-390x844.png'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The Deliveries panel, at the phone's width where its rows must fit: the failed e-mail with its
    // reason, and Retry puts it back in the queue.
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await expect(deliveries).toContainText(/failed in the last day/);
    const failed = deliveries.getByRole('listitem').filter({ hasText: reason });
    await expect(failed).toContainText('E-mail');
    await expect(failed).toContainText('after 8 tries');
    await deliveries.scrollIntoViewIfNeeded();
    await shot(page, path.join(SHOTS, `deliveries-${PHONE.width}.png`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(deliveries.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
    const [job] = await withDb((db) => db.rows<{ state: string }>('select state from jobs where id = ?', [failedJob]));
    expect(job.state).not.toBe('failed');

    // A membership ending within 3 days is extended from the overview by exactly the days chosen.
    const ending = page.getByRole('region', { name: 'Ending within 3 days' });
    await expect(ending.getByText(member.username, { exact: true })).toBeVisible();
    await ending.getByRole('button', { name: `Extend ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Extend ${member.username}'s membership` });
    await expect(dialog.getByText(/^New end:/)).toBeVisible();
    // A bad number is refused in the dialog with the server's sentence; nothing is sent.
    await dialog.getByRole('textbox', { name: /^Days to add/ }).fill('0');
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect(dialog.getByText('Days must be a whole number from 1 to 366.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Days to add/ })).toHaveValue('0');
    await dialog.getByRole('button', { name: '3 days' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Days to add/ })).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Membership extended by 3 days.' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Five days left now: out of the "ending soon" list.
    await expect(ending.getByText(member.username, { exact: true })).toHaveCount(0);
    const [stored] = await withDb((db) => db.rows<{ end: number }>('select subscription_expires_at as "end" from users where email = ?', [member.email]));
    expect(stored.end).toBe(end + 3 * DAY);
    await atWidth(page, { width: 1280, height: 800 });

    // Marking the message handled takes it out of the inbox and lowers the sidebar's count;
    // deleting asks first.
    await expect(page.getByRole('link', { name: /new messages?$/ })).toBeVisible();
    await sidebar(page)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    // The badge reads "N new"; with nothing new it is not shown at all.
    const badge = sidebar(page).locator('.admin-nav-badge');
    await expect(badge).toHaveText(/^1\b/);
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message.getByText('New', { exact: true })).toBeVisible();
    await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:sender@e2e\.test\?subject=/);
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(message).toHaveCount(0);
    await expect(badge).toHaveCount(0);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Handled' }).click();
    await expect(message.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    const asked = { title: 'Delete this message?', text: `Delete the message from ${name}? This cannot be undone.`, confirmLabel: 'Delete' };
    await message.getByRole('button', { name: 'Delete' }).click();
    await answerConfirm(page, asked, false);
    await expect(message).toHaveCount(1);
    await message.getByRole('button', { name: 'Delete' }).click();
    await answerConfirm(page, asked, true);
    await expect(message).toHaveCount(0);
    expect(await withDb((db) => db.rows('select count(*) as n from contact_messages where name = ?', [name]))).toEqual([{ n: 0 }]);

    // The claims the operator sets show on the home page, and the overview lists them; a bad figure
    // is refused where it was typed.
    await sidebar(page).getByRole('link', { name: 'Claims', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/claims$/);
    const members = page.getByRole('textbox', { name: /^Members/ });
    await members.fill('lots');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await expect(page.getByText('Members must be a whole number from 1 to 10,000,000, or empty.')).toBeVisible();
    expect(((await (await request.get('/api/claims')).json()) as { members: number | null }).members).toBeNull();
    await members.fill('840');
    await page.getByRole('textbox', { name: /^Positive rating/ }).fill('95');
    await page.getByRole('textbox', { name: /^Where the rating comes from/ }).fill('Trustpilot, 120 reviews');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await expect(page.getByText('The claims on the pages are saved. Every page shows them from now on.')).toBeVisible();
    // A visitor's load of the home page: the app asks for the claims once per load (app/lib/use-claims.ts).
    await page.goto('/');
    const counters = page.locator('.what-we-do');
    await counters.getByText('Members', { exact: true }).scrollIntoViewIfNeeded();
    await expect(counters.getByText('840+', { exact: true })).toBeVisible();
    await expect(counters.getByText('95%', { exact: true })).toBeVisible();
    await expect(counters.getByText('Positive Rating', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ADMIN' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('status').filter({ hasText: 'reads as fact' })).toHaveText(
      'Every visitor reads as fact: 840+ members and a 95% rating (Trustpilot, 120 reviews). Keep them true, or change them on Claims.',
    );

    // The receipts of a range, then the membership this admin extends on Role Management and finds
    // in the activity log (filtered to this admin, of its own name).
    const walkIn = await makeUser(request, 'customer', { username: `${admin.username.replace(/_adm$/, '')}_mem` });
    await test.step('a range of days shows its receipts, its total by plan, and downloads as CSV', async () => {
      // A day years back: the receipts are moved there, as if bought then, and the range reads them
      // alone.
      const [{ day }] = oldDays(1);
      const buyer = await makeUser(request, 'customer');
      await buy(request, buyer, 'weekly');
      await buy(request, buyer, 'daily');
      // Noon UTC of that day is in it in every zone from UTC-11 to UTC+11.
      const at = Date.parse(`${day}T12:00:00Z`);
      // Only the receipts move: the range reads them alone.
      await withDb((db) => db.exec('update receipts set created_at = ? where email = ?', [at, buyer.email]));

      await viaConsoleMenu(page, 'Payment Receipts');
      await page.getByLabel('From', { exact: true }).fill(day);
      await page.getByLabel('To', { exact: true }).fill(day);
      await page.getByRole('button', { name: 'Show', exact: true }).click();

      const total = page.getByRole('region', { name: 'Total of the range' });
      await expect(total.getByText('$100', { exact: true })).toBeVisible();
      await expect(total.getByText('2 receipts')).toBeVisible();
      await expect(total.getByRole('listitem').filter({ hasText: 'Weekly' })).toContainText('$80');
      await expect(total.getByRole('listitem').filter({ hasText: 'Daily' })).toContainText('$20');
      const rows = page.getByRole('table').getByRole('row').filter({ hasText: buyer.email });
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('columnheader', { name: 'Plan' })).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
      expect(download.suggestedFilename()).toBe(`receipts-${day}-to-${day}.csv`);
      const csv = fs
        .readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(csv).toHaveLength(3);
      expect(
        csv
          .slice(1)
          .map((line) => line.split(',')[3])
          .sort(),
      ).toEqual(['daily', 'weekly']);

      // At phone width each receipt is a card naming its fields, with nothing off-screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(
        rows
          .first()
          .getByRole('cell')
          .filter({ hasText: /^(Weekly|Daily)$/ }),
      ).toBeVisible();
      // (Polled: the page lays itself out again after the resize.)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, path.join(SHOTS, 'receipts-390x844.png'));
    });

    await test.step('the activity log shows what an admin did, filtered by person and by action', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await viaConsoleMenu(page, 'Role Management');
      await expect(page).toHaveURL(/\/role-management$/);
      await page.getByPlaceholder('Search users...').fill(walkIn.username);
      await page.getByRole('button', { name: `Extend ${walkIn.username}` }).click();
      const dialog = page.getByRole('dialog', { name: `Extend ${walkIn.username}'s membership` });
      await dialog.getByRole('button', { name: '30 days' }).click();
      await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
      await expect(page.getByText(`Membership extended by 30 days. (${walkIn.username})`)).toBeVisible();
      // The extension made the customer a subscriber: their payments list is empty, and says so.
      await page.getByRole('button', { name: `Payments of ${walkIn.username}` }).click();
      await expect(page.getByRole('dialog', { name: `Payments of ${walkIn.username}` }).getByText('No payments yet.')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByPlaceholder('Search users...').fill('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, path.join(SHOTS, 'role-management-390x844.png'), { clip: { x: 0, y: 0, width: 390, height: 1400 } });
      await page.setViewportSize({ width: 1280, height: 800 });

      await sidebar(page).getByRole('link', { name: 'Activity Log' }).click();
      await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
      await page.getByLabel('Person', { exact: true }).selectOption({ label: admin.username });
      const rows = page.getByRole('table').getByRole('row').filter({ hasText: walkIn.username });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Extended a membership');
      await expect(rows.first()).toContainText(admin.username);
      await expect(rows.first()).toContainText('days: 30');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, path.join(SHOTS, 'activity-390x844.png'));
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, path.join(SHOTS, 'activity-1280x800.png'));
      // Filtered by another action, this admin has nothing.
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Deleted a user' });
      await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    });
  });
});
