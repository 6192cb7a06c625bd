// Journey 10: buying a plan through the simulated checkout (docs/app.md, "Payment and checkout",
// "Form checks" and "Error messages"; docs/product.md, "Buying a membership"). The test server
// has no Stripe keys.
import type { ReceiptDto } from '@shared/receipts';
import { ADMIN, expect, login, makeUser, publish, signIn, test } from './fixtures';
import { callApi, randomNumber, uniqueTag } from './helpers';
import { serverTimeZone } from './server-zone';

const DAY = 86_400_000;

function longDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });
}

test('a visitor picks Monthly, signs in, pays on the simulated checkout and reads predictions', async ({ page, context, request }) => {
  const user = await makeUser(request, 'customer');

  // Logged out, choosing a plan remembers it and asks to sign in first.
  await page.goto('/explore-plans');
  const monthly = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Monthly', exact: true }) });
  await expect(monthly.getByText('Most Popular')).toBeVisible();
  await monthly.getByRole('button', { name: /Choose Plan/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Kept with the time it was chosen: it counts for an hour (e2e/sign-in-return.spec.ts).
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('redirectAfterLogin')))!)).toMatchObject({ path: '/payment?plan=monthly' });

  await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=monthly$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();

  // The payment page: the plan's price and description, the receipt address, Confirm Payment.
  await expect(page.getByText('$200', { exact: true })).toBeVisible();
  await expect(page.getByText(/Thirty days of VIP predictions/)).toBeVisible();
  const receiptEmail = page.getByRole('textbox', { name: /^Receipt Email/ });
  await expect(receiptEmail).toHaveValue(user.email);
  await receiptEmail.fill('no-at-sign');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.getByText('Please enter a valid email for your receipt')).toBeVisible();
  await receiptEmail.fill(user.email);
  const created = page.waitForRequest('**/api/stripe/create-checkout-session');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  expect((await created).postDataJSON()).toMatchObject({ userId: user.id, plan: 'monthly', email: user.email });
  // The client never names a price (docs/product.md, "Plans and prices").
  expect(JSON.stringify((await created).postDataJSON())).not.toMatch(/amount|price/i);

  // The simulated provider's page: the plan, the amount, no card charged, Pay and Cancel.
  await expect(page).toHaveURL(/\/checkout\/simulated\/[\w-]+$/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(page.getByText('$200.00').first()).toBeVisible();
  await expect(page.getByText(/no card is charged/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' }).or(page.getByRole('button', { name: 'Cancel' }))).toBeVisible();
  const confirmed = page.waitForResponse('**/api/stripe/payment-success');
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}&plan=monthly&userId=${user.id}$`));
  const answer = (await (await confirmed).json()) as { subscriptionExpiresAt: string; receiptUrl: string };
  expect(Math.abs(Date.parse(answer.subscriptionExpiresAt) - (Date.now() + 30 * DAY))).toBeLessThan(10 * 60_000);
  await expect(page.getByRole('heading', { name: "Payment successful! You're now a subscriber." })).toBeVisible();
  await expect(page.getByText(longDate(answer.subscriptionExpiresAt))).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ role: 'subscriber', subscriptionExpiresAt: answer.subscriptionExpiresAt });

  // The receipt: opens in a new tab without the bearer header and names the receipt id.
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const receipts = await callApi<ReceiptDto[]>(request, admin.token, 'get', '/api/receipts');
  const receipt = receipts.find((r) => r.email === user.email && r.userId?._id === user.id);
  expect(receipt, JSON.stringify(receipts)).toBeTruthy();
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', /download=1/);
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('link', { name: 'View Receipt' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText(receipt!.internalReceiptId).first()).toBeVisible();
  await popup.close();
  // Download gives the receipt as a PDF (docs/product.md, "Receipts").
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toBe(`attachment; filename="receipt-${receipt!.internalReceiptId}.pdf"`);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Paying again with the same session changes nothing (exactly once).
  const again = await request.post('/api/stripe/payment-success', {
    data: { session_id: sessionId, plan: 'monthly', userId: user.id },
    headers: { Authorization: `Bearer ${user.token}` },
  });
  if (again.ok()) expect(((await again.json()) as { subscriptionExpiresAt: string }).subscriptionExpiresAt).toBe(answer.subscriptionExpiresAt);

  // Go to Predictions: today's predictions, now readable.
  const tag = uniqueTag('paid');
  const [n1, n2] = [randomNumber(3), randomNumber(3)];
  await publish(request, { sharedContent: tag, predictions: [{ number1: n1, number2: n2 }] });
  await page.getByRole('link', { name: 'Go to Predictions' }).click();
  await expect(page).toHaveURL(/\/predictions$/);
  const card = page.locator('article').filter({ hasText: tag });
  await expect(card.getByText(`${n1} - ${n2}`, { exact: true })).toBeVisible();
});

test('a signed-in customer goes straight to payment, and Cancel on the checkout returns to it; bad payment links say so', async ({ page, request }) => {
  await signIn(page, await makeUser(request, 'customer'));
  await page.goto('/explore-plans');
  const weekly = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Weekly', exact: true }) });
  await weekly.getByRole('button', { name: /Choose Plan/ }).click();
  await expect(page).toHaveURL(/\/payment\?plan=weekly$/);
  await expect(page.getByText('$80', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\//);
  await expect(page.getByText('$80.00').first()).toBeVisible();
  await page
    .getByRole('link', { name: 'Cancel' })
    .or(page.getByRole('button', { name: 'Cancel' }))
    .click();
  await expect(page).toHaveURL(/\/payment\?plan=weekly$/);
  // Nothing was bought.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('customer');

  // The same customer opens payment links that do not work.
  for (const path of ['/payment?plan=bogus', '/payment', '/payment?plan=']) {
    await page.goto(path);
    await expect(page.getByText('Invalid subscription plan'), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
  }
  for (const path of ['/payment-success', '/payment-success?session_id=x&plan=monthly']) {
    await page.goto(path);
    await expect(page.getByText('Invalid payment link.'), path).toBeVisible();
  }
  // A session that was never paid is not a payment.
  await page.goto('/payment-success?session_id=sim_nope&plan=monthly&userId=1');
  await expect(page.getByText('Payment confirmation failed. Please check your email for receipt.')).toBeVisible();
});
