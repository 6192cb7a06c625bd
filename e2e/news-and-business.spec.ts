// The console's News and Business pages at a phone's width: composing a news e-mail to a segment
// with its live count, a test copy, sending and its progress; the business's numbers drawn as
// charts, with the same figures in a table and as CSV. One journey on a server of its own: the
// counts and figures it reads are its own writes alone, and it walks from Business to News as the
// admin would.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, lastMailTo, makeUser, signIn, test, type TestUser } from './fixtures';
import { PHONE, viaConsoleMenu } from './helpers';

test.use({ ownServer: true, viewport: { width: PHONE.width, height: PHONE.height } });

/** A paid checkout through the simulated provider, as the payment page makes it. */
async function buy(request: APIRequestContext, buyer: TestUser, plan: string) {
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const session = await (await request.post('/api/stripe/create-checkout-session', { headers: auth, data: { userId: buyer.id, plan } })).json();
  expect((await request.post(`/api/stripe/simulated/${session.id}/pay`, { headers: auth })).status()).toBe(200);
  const paid = await request.post('/api/stripe/payment-success', { headers: auth, data: { session_id: session.id, plan, userId: buyer.id } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Nothing of the page is wider than the phone: no sideways scrolling of the whole page. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin reads the business as charts and a table, changes the period and downloads the CSV; then writes news to members with access, sends a test to themselves, then sends it and sees it go out', async ({
  page,
  request,
}) => {
  const buyer = await makeUser(request, 'customer');
  await buy(request, buyer, 'weekly');
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible();
  await expect(page.locator('.admin-kpi').filter({ hasText: 'Trial conversion' })).toBeVisible();
  // Three charts, each drawn by Chart.js on its canvas.
  const charts = page.getByRole('img', { name: /by period/ });
  await expect(charts).toHaveCount(3);
  await expect.poll(() => page.locator('.business-chart canvas').evaluateAll((cs) => cs.filter((c) => (c as HTMLCanvasElement).width > 0).length)).toBe(3);
  // The month's row: the $80 weekly pass, one payment, one first payment, one with access at its end.
  const table = page.getByRole('region', { name: 'Each period' }).locator('table');
  const cells = table.locator('tbody tr').last().getByRole('cell');
  await expect(cells.nth(1)).toHaveText('$80');
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.nth(4)).toHaveText('1');
  await expect(cells.nth(8)).toHaveText('1');
  expect(await fitsWidth(page)).toBe(true);

  // By day over the last week: seven periods.
  await page.getByLabel('Period', { exact: true }).selectOption('day');
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  const weekAgo = new Date(Date.parse(`${today}T12:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(weekAgo);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(7);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-${weekAgo}-to-${today}-by-day.csv`);
  const csv = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('start,revenueCents,refundsCents,payments,newPaying,trialsStarted,trialsConverted,churned,activeAtEnd');
  expect(csv).toHaveLength(8);
  expect(csv.at(-1)).toBe(`${today},8000,0,1,1,0,0,0,1`);

  // Made once the business is read: its figures are the buyer's alone. The buyer has access now
  // too, and is the third member the news reaches.
  const members = [buyer, await makeUser(request, 'subscriber'), await makeUser(request, 'subscriber')];
  await makeUser(request, 'customer');
  await viaConsoleMenu(page, 'News');
  await expect(page.getByRole('heading', { name: 'News e-mails', level: 1 })).toBeVisible();
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Members with access now (trials included)' });
  await expect(page.getByText('Reaches 3 members now (news on, not on a break).')).toBeVisible();
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Never paid, no access' });
  await expect(page.getByText('Reaches 1 member now (news on, not on a break).')).toBeVisible();
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Members with access now (trials included)' });

  // An empty draft is refused on the page with the server's words.
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The subject must be 1 to 150 characters.')).toBeVisible();

  await page.getByLabel('Subject', { exact: true }).fill('Florida joins');
  await page.getByLabel('Text', { exact: true }).fill('Hello,\n\nFlorida draws are in from Monday.\n\nhttps://example.com/results');
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test copy is on its way to ${admin.email}.`)).toBeVisible();
  await expect.poll(() => lastMailTo(admin.email) ?? '').toContain('Subject: [Test] Florida joins');
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sending to 3 members.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Florida joins' });
  await expect(row).toContainText('Members with access now');
  // The list is read again while it sends, until all three copies are out.
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('3 of 3 sent');
  for (const m of members) expect(lastMailTo(m.email)).toContain('Florida draws are in from Monday.');
  expect(await fitsWidth(page)).toBe(true);
});
