// Codes and cancelling in the browser (docs/app.md, "Payment and checkout", "Account", "The
// console"): a code arriving with a link on the payment page at a phone's width, through the
// simulated checkout's list price, discount and total; the cancel dialog asking why and showing the
// retention offer; the console's Codes and Cancellations pages. The rules themselves are the API
// tests' (api/features/offers). One journey on a server of its own, walking on from one state to
// the next (docs/architecture.md, "Tests"): the retention offer is one for the whole server, and
// the cancellations page counts every cancellation, so what it shows is this journey's alone.
import type { Browser, Page } from '@playwright/test';
import { expect, makeUser, signIn, test, type TestUser } from './fixtures';
import { atWidth, buyRenewing, callApi, checkedShot, PHONE, uniqueTag } from './helpers';

test.use({ ownServer: true });

const SHOTS = '/tmp/shots-codes';
const codeOf = (prefix: string) =>
  `${prefix}-${uniqueTag('c')
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)}`.toUpperCase();

/** A browser of the user's own (a context), signed in: each person of the journey has theirs. */
async function pageOf(browser: Browser, baseURL: string, u: Pick<TestUser, 'token' | 'user'>): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, u);
  return page;
}

test('a code from a link at a phone’s width, the cancel dialog’s retention offer, and the console’s Codes and Cancellations pages', async ({ page, browser, request, baseURL }) => {
  // A server of its own and three people's pages walked through: three times the usual two minutes,
  // so a busy machine cannot fail it (docs/architecture.md, "Tests").
  test.slow();
  const admin = await makeUser(request, 'admin');

  // A code from a link, applied on the payment page at a phone's width; the checkout shows the
  // list price, the discount and the total.
  const code = codeOf('SPRING');
  await callApi(request, admin.token, 'post', '/api/admin/offers', { code, percentOff: 20 }, 201);
  await signIn(page, await makeUser(request, 'customer'));
  await atWidth(page, PHONE);
  await page.goto(`/payment?plan=weekly&code=${code.toLowerCase()}`);
  await expect(page.getByRole('status').filter({ hasText: `${code} applied: $16 off.` })).toBeVisible();
  await expect(page.locator('.payment-price')).toContainText('$80$64');
  await expect(page.getByLabel(/^Code/)).toHaveValue(code.toLowerCase());
  await checkedShot(page, SHOTS, 'payment-code', page.locator('.payment-card'));

  // A code that does not apply says why, in the server's words, and the price stays.
  await page.getByLabel(/^Code/).fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid.' })).toBeVisible();
  await expect(page.locator('.payment-price')).toHaveText('$80');
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} applied: $16 off.`)).toBeVisible();

  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\//);
  const summary = page.locator('.checkout-summary');
  await expect(summary).toContainText('List price$80.00');
  await expect(summary).toContainText(`Code ${code}−$16.00`);
  await expect(summary).toContainText('Total$64.00');
  await checkedShot(page, SHOTS, 'checkout-code', summary);
  await page.getByRole('button', { name: 'Pay $64.00' }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByRole('heading', { name: /Payment Successful/i })).toBeVisible();
  await page.context().close();

  // The cancel dialog asks why and shows the retention offer; staying takes it, cancelling sends
  // the reason. A renewing member of this server, on a phone of their own.
  const stay = codeOf('STAY');
  await callApi(request, admin.token, 'post', '/api/admin/offers', { code: stay, percentOff: 20, retention: true }, 201);
  const { buyer } = await buyRenewing(request, await makeUser(request, 'customer'));
  const member = await pageOf(browser, baseURL!, buyer);
  await atWidth(member, PHONE);
  await member.goto('/account');
  await member.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = member.getByRole('dialog', { name: 'Cancel renewal' });
  await expect(dialog.getByRole('heading', { name: 'Before you go: your next renewal for $160' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Why are you cancelling? (optional)' })).toBeVisible();
  await checkedShot(member, SHOTS, 'cancel-dialog', dialog);
  await dialog.getByRole('button', { name: 'Stay for $160' }).click();
  await expect(dialog).toBeHidden();
  await expect(member.getByText(/^Thank you for staying\. Your next renewal, on .+, is \$40 off\.$/)).toBeVisible();

  // Taken once a year: asked again, the dialog has no offer; cancelling sends the reason.
  await member.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(dialog.getByRole('group', { name: 'Why are you cancelling? (optional)' })).toBeVisible();
  await expect(dialog.getByText(/Before you go/)).toHaveCount(0);
  await dialog.getByLabel("I'm not winning").check();
  await dialog.getByLabel('Anything else you want to tell us? (optional)').fill('No luck this year.');
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(dialog).toBeHidden();
  await expect(member.getByText(/^Your membership will not renew\./)).toBeVisible();
  const report = await callApi<{ comments: { reason: string; comment: string }[]; retained: number }>(request, admin.token, 'get', '/api/admin/cancellations');
  expect(report.comments).toEqual([expect.objectContaining({ reason: 'not-winning', comment: 'No luck this year.' })]);
  expect(report.retained).toBe(1);
  await member.context().close();

  // The console's Codes page makes a code and turns it off, at the desktop's width.
  const consolePage = await pageOf(browser, baseURL!, admin);
  await consolePage.goto('/admin/plans');
  await consolePage.getByRole('link', { name: 'Codes' }).first().click();
  await expect(consolePage).toHaveURL(/\/admin\/codes$/);
  const winter = codeOf('WINTER');
  const form = consolePage.getByRole('form', { name: 'Make a code' });
  await form.getByLabel('Code', { exact: true }).fill(winter.toLowerCase());
  await form.getByRole('radio', { name: 'Amount off ($)' }).check();
  await form.getByRole('textbox', { name: 'Amount off ($)' }).fill('5');
  await form.getByLabel(/^Monthly/).check();
  await form.getByLabel('Most uses (empty: no limit)').fill('100');
  await form.getByRole('button', { name: 'Make the code' }).click();
  await expect(consolePage.getByText(`Code ${winter} created.`)).toBeVisible();
  const row = consolePage.getByRole('row').filter({ hasText: winter });
  await expect(row).toContainText('$5 off');
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText('0 of 100');
  await row.getByRole('button', { name: `Turn off ${winter}` }).click();
  await expect(consolePage.getByText(`Code ${winter} saved.`)).toBeVisible();
  await expect(consolePage.getByRole('row').filter({ hasText: winter })).toContainText('Off');
  await checkedShot(consolePage, SHOTS, 'console-codes');

  // Two more members of this server cancel, one saying why: the Cancellations page shows the
  // reasons and comments of all three, and the one the retention offer kept.
  for (const [reason, comment] of [
    ['too-expensive', 'Money is tight this month.'],
    ['not-using', ''],
  ]) {
    const m = await makeUser(request, 'customer');
    await buyRenewing(request, m);
    await callApi(request, m.token, 'post', '/api/account/membership/cancel', { reason, ...(comment && { comment }) });
  }
  await consolePage.getByRole('link', { name: 'Cancellations' }).first().click();
  await expect(consolePage).toHaveURL(/\/admin\/cancellations$/);
  await expect(consolePage.getByRole('heading', { name: '3 cancellations, 1 kept by the retention offer' })).toBeVisible();
  await expect(consolePage.locator('.reason-bar').filter({ hasText: 'It costs too much' })).toContainText('1');
  await expect(consolePage.locator('.reason-bar').filter({ hasText: "I don't use it enough" })).toContainText('1');
  await expect(consolePage.locator('.reason-bar').filter({ hasText: "I'm not winning" })).toContainText('1');
  await expect(consolePage.locator('.cancel-comments')).toContainText('Money is tight this month.');
  await expect(consolePage.locator('.cancel-comments')).toContainText('No luck this year.');
  await checkedShot(consolePage, SHOTS, 'console-cancellations');
  await consolePage.context().close();
});
