// Limits at payment time in the browser: a checkout opened before a break is closed once the break
// begins, and a payment over the monthly limit lands on a success page that says it was refunded
// and why. Each state is checked at phone and desktop width (checkedShot); screenshots go to
// /tmp/shots-pay-time/ (SHOTS_DIR).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, lastMailTo, makeUser, signIn, test, type TestUser } from './fixtures';
import { checkedShot } from './helpers';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-pay-time';

const shot = (page: Page, name: string) => checkedShot(page, SHOTS, name);

const auth = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

async function openCheckout(request: APIRequestContext, u: TestUser, plan: string): Promise<string> {
  const r = await request.post('/api/stripe/create-checkout-session', { data: { userId: u.id, plan }, headers: auth(u) });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).id;
}

test('a checkout opened before a break cannot be paid once the break has begun', async ({ page, request }) => {
  const u = await makeUser(request, 'customer');
  const id = await openCheckout(request, u, 'monthly');
  expect((await request.post('/api/account/self-exclusion', { data: { days: 7 }, headers: auth(u) })).status()).toBe(200);
  await signIn(page, u);
  await page.goto(`/checkout/simulated/${id}`);
  await expect(page.getByText('This checkout has expired. Please start again from the plans page.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the plans' })).toBeVisible();
  await shot(page, 'checkout-expired');
});

test('a payment over the monthly limit: the success page says it was refunded and why, and the e-mail follows', async ({ page, request }) => {
  const u = await makeUser(request, 'customer');
  expect((await request.put('/api/account/limits', { data: { monthlyLimitCents: 2000 }, headers: auth(u) })).status()).toBe(200);
  // Two day passes opened while the month was empty; both paid, then the second confirmed last.
  const first = await openCheckout(request, u, 'daily');
  const second = await openCheckout(request, u, 'daily');
  for (const id of [first, second]) expect((await request.post(`/api/stripe/simulated/${id}/pay`, { headers: auth(u) })).status()).toBe(200);
  expect((await request.post('/api/stripe/payment-success', { data: { session_id: first, plan: 'daily', userId: u.id }, headers: auth(u) })).status()).toBe(200);

  await signIn(page, u);
  await page.goto(`/payment-success?session_id=${second}&plan=daily&userId=${u.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment refunded' })).toBeVisible();
  await expect(page.getByText("This payment was refunded because it would take this month's purchases over your limit of $20.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Account' })).toBeVisible();
  await shot(page, 'payment-refunded');
  await expect.poll(() => lastMailTo(u.email) ?? '').toContain('payment was refunded');
});
