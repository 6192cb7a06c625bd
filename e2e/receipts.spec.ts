// Receipts after a payment: the buyer lists them on their account and opens one; the admin
// sees it in the receipts table and downloads the list as CSV.
import fs from 'node:fs';
import { ADMIN, expect, login, makeUser, signIn, test } from './fixtures';

test('a payment’s receipt shows on the buyer’s account and in the admin’s CSV', async ({ page, browser, request, baseURL }) => {
  const buyer = await makeUser(request, 'customer');
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const session = await (await request.post('/api/stripe/create-checkout-session', { headers: auth, data: { userId: buyer.id, plan: 'weekly' } })).json();
  expect((await request.post(`/api/stripe/simulated/${session.id}/pay`, { headers: auth })).status()).toBe(200);
  const paid = await (await request.post('/api/stripe/payment-success', { headers: auth, data: { session_id: session.id, plan: 'weekly', userId: buyer.id } })).json();
  expect(paid.user.role).toBe('subscriber');

  await signIn(page, { ...buyer, user: paid.user });
  await page.goto('/predictions');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'My Receipts' }).click();
  await expect(page.getByRole('heading', { name: 'My Receipts' })).toBeVisible();
  const row = page.getByRole('row', { name: /RCPT-\d{6}/ });
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('$80.00');
  const receiptId = (await row.getByRole('cell').first().textContent())!.trim();
  const [receiptTab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: /^View/ }).click()]);
  await expect(receiptTab.getByText(receiptId)).toBeVisible();
  await expect(receiptTab.getByText('$80.00')).toBeVisible();

  const admin = await login(request, ADMIN.email, ADMIN.password);
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto('/admin/payment-receipts');
  await expect(adminPage.getByRole('row', { name: new RegExp(receiptId) })).toContainText(buyer.email);
  const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Receipt ID,User,Email,Plan,Amount,Currency,Date,Time Generated');
  expect(csv).toContain(`${receiptId},${buyer.username},${buyer.email},weekly,80.00,USD`);
  await adminContext.close();
});
