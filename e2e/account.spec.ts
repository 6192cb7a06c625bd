// The account page (docs/product.md, "Responsible play"): membership at a glance, a break
// that refuses a checkout with its end, a monthly limit, deleting the account, and the receipts
// with their PDF.
import fs from 'node:fs';
import type { AccountDto } from '@shared/account';
import { expect, login, makeUser, sessionCookie, signIn, test, type TestUser } from './fixtures';
import { callApi, recordRequests } from './helpers';
import { serverTimeZone } from './server-zone';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });

async function buy(request: Parameters<typeof makeUser>[0], u: TestUser, plan: string) {
  const session = await callApi<{ id: string }>(request, u.token, 'post', '/api/stripe/create-checkout-session', { userId: u.id, plan });
  await callApi(request, u.token, 'post', `/api/stripe/simulated/${session.id}/pay`, {});
  return callApi<{ user: Record<string, unknown> }>(request, u.token, 'post', '/api/stripe/payment-success', { session_id: session.id, plan, userId: u.id });
}

// One weekly buyer: My Account reached from the account menu, then My Receipts from it; then
// the session ended by a password change elsewhere.
test('the account menu leads to My Account, which shows a subscriber’s plan, end and days left; My Receipts lists plan, period, amount and date, View opens the receipt and the PDF downloads; a session ended elsewhere sends the user to sign in', async ({
  page,
  request,
}) => {
  const buyer = await makeUser(request, 'customer');
  await test.step('the account menu leads to My Account, which shows a subscriber’s plan, end and days left', async () => {
    const u = buyer;
    const paid = await buy(request, u, 'weekly');
    await signIn(page, { ...u, user: paid.user });
    await page.goto('/predictions');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('My Account · Lotto Predict');

    const account = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership.getByText('Active', { exact: true })).toBeVisible();
    await expect(membership.getByText(`Weekly plan. Ends on ${longDate(account.membership.activeUntil!)} (7 days left).`)).toBeVisible();
    await expect(membership.getByRole('link', { name: 'Extend my membership' })).toHaveAttribute('href', '/plans');
    await expect(page.getByRole('region', { name: 'Sign-in details' })).toContainText(u.email);
  });

  await test.step('My Receipts lists plan, period, amount and date; View opens the receipt and the PDF downloads', async () => {
    await page.getByRole('link', { name: 'My Receipts' }).first().click();
    await expect(page).toHaveTitle('My Receipts · Lotto Predict');
    const row = page.getByRole('row', { name: /RCPT-\d{6}/ });
    await expect(row).toContainText('Weekly');
    await expect(row).toContainText('$80.00');
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const receiptId = (await row.getByRole('cell').first().textContent())!.trim();

    const [tab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: /^View/ }).click()]);
    await expect(tab.getByText(receiptId)).toBeVisible();
    await tab.close();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Download PDF/ }).click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${receiptId}.pdf`);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  await test.step('a session ended elsewhere sends the user to sign in with a word why', async () => {
    // Signing in again and changing the password ends every older session (docs/security.md,
    // "Sign-out and sessions").
    const other = await login(request, buyer.email, buyer.password);
    await callApi(request, other.token, 'post', '/api/auth/user/change-password', { currentPassword: buyer.password, newPassword: 'password-456' });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended. Please log in again.' })).toBeVisible();
  });
});

// One customer on My Account: no membership, then the free trial; the break's confirmation as a
// dialog, closed without taking it; then the break taken, which the payment page opened by its
// address (a shared link) refuses.
test('a customer without a membership, then on the free trial; the confirmation is a modal dialog; a break: confirmed with its end, then checkout is not offered and is refused naming that end', async ({
  page,
  request,
}) => {
  const u = await makeUser(request, 'customer');
  await signIn(page, u);
  await page.goto('/account');

  await test.step('a customer without a membership, and one on the free trial', async () => {
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership.getByText('No membership', { exact: true })).toBeVisible();
    await expect(membership.getByRole('link', { name: 'See plans' })).toBeVisible();

    await callApi(request, u.token, 'post', '/api/subscription/trial', {});
    await page.reload();
    await expect(membership.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(membership.getByText(/Your free trial runs until .+ \(3 days left\)\./)).toBeVisible();
  });

  await test.step('the confirmation is a modal dialog: Tab stays in it, Escape or the backdrop closes it, and focus goes back to its button', async () => {
    const limits = page.getByRole('region', { name: 'Play limits' });
    const opener = limits.getByRole('button', { name: 'Take a break' });
    const dialog = page.getByRole('dialog', { name: /^Take a break of .+\?$/ });
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

    await opener.click();
    await expect(dialog).toBeVisible();
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The dimmed page around the dialog is its backdrop: a press there closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Nothing was taken.
    await expect(limits.getByText(/You are taking a break until/)).toHaveCount(0);
  });

  await test.step('a break: confirmed with its end, then checkout is not offered and is refused naming that end', async () => {
    const limits = page.getByRole('region', { name: 'Play limits' });
    await limits.getByRole('radio', { name: '30 days' }).check();
    await limits.getByRole('button', { name: 'Take a break' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a break of 30 days?' });
    await expect(dialog).toContainText('cannot be undone or ended early');
    const shownEnd = longDate(new Date(Date.now() + 30 * 86_400_000).toISOString());
    await expect(dialog).toContainText(shownEnd);
    await dialog.getByRole('button', { name: 'Start my break' }).click();
    await expect(dialog).toBeHidden();

    const account = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
    const end = longDate(account.selfExcludedUntil!);
    // Said once (not the server's sentence and the page's both), with the break's end.
    await expect(limits.getByRole('status')).toHaveText(new RegExp(`^You are taking a break until ${end} at .+\\. Until then you cannot buy a plan or start the free trial`));
    await expect(page.getByText(/taking a break until/)).toHaveCount(1);
    await expect(page.getByText(/paused until then/)).toHaveCount(0);

    // The payment page says so instead of offering Confirm Payment; the server refuses it anyway.
    await page.goto('/payment?plan=daily');
    await expect(page.locator('.payment-card').getByRole('status')).toContainText(`You are taking a break until ${end}`);
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
    const refused = await request.post('/api/stripe/create-checkout-session', { headers: { Authorization: `Bearer ${u.token}` }, data: { userId: u.id, plan: 'daily' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain(`You are taking a break until ${end}`);
  });
});

// One customer: My Account offline then back online, a limit over the highest refused before it
// is sent; a monthly limit set on My Account and met on the payment page opened by its
// address; then, back on My Account through the account menu, the account deleted.
test('offline, the account page says so; a limit over the highest is refused in dollars; a monthly limit: set at once, a raise waits 24 hours, and a checkout over it is not offered and is refused; deleting the account: a wrong password changes nothing, the right one signs out for good', async ({
  page,
  request,
}) => {
  const u = await makeUser(request, 'customer');
  await signIn(page, u);

  await test.step('offline, the account page says so rather than "Could not load", and shows the account once back online', async () => {
    // The request never reaches the server, as with no network.
    await page.route('**/api/account**', (route) => route.abort('internetdisconnected'));
    await page.goto('/account');
    await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveText(
      "You're offline. Your account needs a connection: it shows again as soon as you're back online.",
    );
    await expect(page.getByText(/Could not load/)).toHaveCount(0);
    await page.unroute('**/api/account**');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(page.getByRole('region', { name: 'Play limits' })).toBeVisible();
    await expect(page.getByText("You're offline.")).toHaveCount(0);
  });

  await test.step('a limit over the highest says so in dollars, never a field name or cents, before anything is sent', async () => {
    const limits = page.getByRole('region', { name: 'Play limits' });
    const sent = recordRequests(page, '/api/account/limits');
    await limits.getByRole('textbox', { name: /New monthly limit/ }).fill('20000');
    await limits.getByRole('button', { name: 'Set limit' }).click();
    await expect(limits.getByText('Enter a monthly limit in dollars, up to $10,000.00.', { exact: true })).toBeVisible();
    await expect(page.getByText(/monthlyLimitCents|cents/)).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  await test.step('a monthly limit: set at once, a raise waits 24 hours, and a checkout over it is not offered and is refused', async () => {
    const limits = page.getByRole('region', { name: 'Play limits' });
    const amount = limits.getByRole('textbox', { name: /New monthly limit/ });

    await amount.fill('fifty');
    await limits.getByRole('button', { name: 'Set limit' }).click();
    await expect(limits.getByText('Enter an amount in dollars, e.g. 50 or 12.50.')).toBeVisible();

    await amount.fill('60');
    await limits.getByRole('button', { name: 'Set limit' }).click();
    await expect(limits.getByRole('status')).toHaveText('Your monthly spending limit is now $60.');
    await expect(limits.getByText('$60 a month')).toBeVisible();

    await amount.fill('100');
    await limits.getByRole('button', { name: 'Set limit' }).click();
    await expect(limits.getByRole('status')).toContainText('Your monthly spending limit will rise to $100 on');
    await expect(limits.getByText(/^Your limit will rise to \$100 on /)).toBeVisible();
    // Still $60 in force: the raise counts tomorrow.
    await expect(limits.getByText('$60 a month')).toBeVisible();
    const account = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
    expect(account.limit).toMatchObject({ cents: 6000, pending: { cents: 10_000 } });

    await page.goto('/payment?plan=weekly');
    const notice = page.locator('.payment-card').getByRole('status');
    await expect(notice).toContainText('You have $60 left of your monthly spending limit of $60 until');
    await expect(notice).toContainText('the Weekly plan ($80) would go over it. Your limit will rise to $100 on');
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
    const refused = await request.post('/api/stripe/create-checkout-session', { headers: { Authorization: `Bearer ${u.token}` }, data: { userId: u.id, plan: 'weekly' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This purchase would go over your monthly spending limit of $60. You have $60 left to spend this month.');
  });

  await test.step('deleting the account: a wrong password changes nothing, the right one signs out for good', async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const zone = page.getByRole('region', { name: 'Delete account' });
    const button = zone.getByRole('button', { name: 'Delete my account' });
    await zone.getByLabel(/^Password/).fill('not-the-password');
    await expect(button).toBeDisabled();
    await zone.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await button.click();
    await expect(zone.getByRole('alert')).toHaveText('Password is incorrect.');
    await callApi(request, u.token, 'get', '/api/account');

    await zone.getByLabel(/^Password/).fill(u.password);
    await button.click();
    await expect(zone.getByRole('status')).toHaveText('Your account has been deleted.');
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const again = await request.post('/api/auth/login', { data: { email: u.email, password: u.password } });
    expect(again.status()).toBe(401);
    expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${u.token}` } })).status()).toBe(401);
  });
});
