// Codes and cancelling in the browser (docs/app.md, "Payment and checkout", "Account", "The
// console"): a code arriving with a link on the payment page at a phone's width, through the
// simulated checkout's list price, discount and total; the console's Codes and Cancellations
// pages; the cancel dialog asking why and showing the retention offer. The rules themselves are
// the API tests' (api/features/offers). Each journey has a server of its own: the retention offer
// is one for the whole server, and the cancellations page counts every cancellation.
import { expect, makeUser, signIn, test } from './fixtures';
import { atWidth, buyRenewing, callApi, checkedShot, PHONE, uniqueTag } from './helpers';

test.use({ ownServer: true });

const SHOTS = '/tmp/shots-codes';
const codeOf = (prefix: string) =>
  `${prefix}-${uniqueTag('c')
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)}`.toUpperCase();

test('a code from a link is applied on the payment page at a phone’s width, and the checkout shows the list price, the discount and the total', async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  const code = codeOf('SPRING');
  await callApi(request, admin.token, 'post', '/api/admin/offers', { code, percentOff: 20 }, 201);
  const buyer = await makeUser(request, 'customer');
  await signIn(page, buyer);
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
});

test('the console’s Codes page makes a code and turns it off; its Cancellations page shows the reasons and comments', async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  await signIn(page, admin);
  await page.goto('/admin/plans');
  await page.getByRole('link', { name: 'Codes' }).first().click();
  await expect(page).toHaveURL(/\/admin\/codes$/);

  const code = codeOf('WINTER');
  const form = page.getByRole('form', { name: 'Make a code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByRole('radio', { name: 'Amount off ($)' }).check();
  await form.getByRole('textbox', { name: 'Amount off ($)' }).fill('5');
  await form.getByLabel(/^Monthly/).check();
  await form.getByLabel('Most uses (empty: no limit)').fill('100');
  await form.getByRole('button', { name: 'Make the code' }).click();
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('$5 off');
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText('0 of 100');
  await row.getByRole('button', { name: `Turn off ${code}` }).click();
  await expect(page.getByText(`Code ${code} saved.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Off');
  await checkedShot(page, SHOTS, 'console-codes');

  // Two members of this server cancel, one saying why.
  for (const [reason, comment] of [
    ['too-expensive', 'Money is tight this month.'],
    ['not-using', ''],
  ]) {
    const m = await makeUser(request, 'customer');
    await buyRenewing(request, m);
    await callApi(request, m.token, 'post', '/api/account/membership/cancel', { reason, ...(comment && { comment }) });
  }
  await page.getByRole('link', { name: 'Cancellations' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cancellations$/);
  await expect(page.getByRole('heading', { name: '2 cancellations, 0 kept by the retention offer' })).toBeVisible();
  await expect(page.locator('.reason-bar').filter({ hasText: 'It costs too much' })).toContainText('1');
  await expect(page.locator('.reason-bar').filter({ hasText: "I don't use it enough" })).toContainText('1');
  await expect(page.locator('.cancel-comments')).toContainText('Money is tight this month.');
  await checkedShot(page, SHOTS, 'console-cancellations');
});

test('the cancel dialog asks why and shows the retention offer; staying takes it, cancelling sends the reason', async ({ page, request }) => {
  const admin = await makeUser(request, 'admin');
  const code = codeOf('STAY');
  await callApi(request, admin.token, 'post', '/api/admin/offers', { code, percentOff: 20, retention: true }, 201);
  const member = await makeUser(request, 'customer');
  const { buyer } = await buyRenewing(request, member);
  await signIn(page, buyer);
  await atWidth(page, PHONE);
  await page.goto('/account');

  await page.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel renewal' });
  await expect(dialog.getByRole('heading', { name: 'Before you go: your next renewal for $160' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Why are you cancelling? (optional)' })).toBeVisible();
  await checkedShot(page, SHOTS, 'cancel-dialog', dialog);
  await dialog.getByRole('button', { name: 'Stay for $160' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Thank you for staying\. Your next renewal, on .+, is \$40 off\.$/)).toBeVisible();

  // Taken once a year: asked again, the dialog has no offer; cancelling sends the reason.
  await page.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(dialog.getByRole('group', { name: 'Why are you cancelling? (optional)' })).toBeVisible();
  await expect(dialog.getByText(/Before you go/)).toHaveCount(0);
  await dialog.getByLabel("I'm not winning").check();
  await dialog.getByLabel('Anything else you want to tell us? (optional)').fill('No luck this year.');
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Your membership will not renew\./)).toBeVisible();
  const report = await callApi<{ comments: { reason: string; comment: string }[]; retained: number }>(request, admin.token, 'get', '/api/admin/cancellations');
  expect(report.comments).toEqual([expect.objectContaining({ reason: 'not-winning', comment: 'No luck this year.' })]);
  expect(report.retained).toBe(1);
});
