// The free 3-day membership (docs/product.md, "The free trial") claimed from the paywall on
// /predictions: the page says until when, the predictions open at once, and a second claim is
// refused in the server's words.
import type { AccountDto } from '@shared/account';
import { expect, makeUser, signIn, test } from './fixtures';
import { callApi } from './helpers';
import { serverTimeZone } from './server-zone';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });

test('a customer claims the free membership on /predictions and reads today’s predictions at once', async ({ page, request }) => {
  const u = await makeUser(request, 'customer');
  await signIn(page, u);
  await page.goto('/predictions');
  await expect(page.getByRole('heading', { name: "Today's predictions are for subscribers" })).toBeVisible();
  await page.getByRole('button', { name: 'Claim Free 3-Day Membership' }).click();

  const welcome = page.getByText(/You're in! Your free membership runs until .+\./);
  await expect(welcome).toBeVisible();
  const account = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
  expect(account.membership.status).toBe('trial');
  await expect(welcome).toContainText(`runs until ${longDate(account.membership.activeUntil!)}.`);
  await expect(page.getByRole('heading', { name: "Today's predictions are for subscribers" })).toHaveCount(0);

  // The answer's user was stored: the browser stays a subscriber after a reload.
  await page.reload();
  await expect(page.getByText(/Here are today's 3 and 4 digit predictions/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim Free 3-Day Membership' })).toHaveCount(0);

  const again = await request.post('/api/subscription/trial', { headers: { Authorization: `Bearer ${u.token}` } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already used your free 3-day membership.');
});

// A paying member was offered the trial on the home page and got three more days.
test('a member whose membership runs is not offered the free trial, and the server refuses it', async ({ page, request }) => {
  const u = await makeUser(request, 'subscriber');
  const before = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
  await signIn(page, u);
  await page.goto('/#free-trial');
  const card = page.locator('#free-trial');
  await expect(card.getByText(`Your membership runs until ${longDate(before.membership.activeUntil!)}: every prediction is already yours.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim Free 3-Day Membership/ })).toHaveCount(0);

  const claim = await request.post('/api/subscription/trial', { headers: { Authorization: `Bearer ${u.token}` } });
  expect(claim.status()).toBe(409);
  expect((await claim.json()).message).toBe(
    `Your membership already runs until ${longDate(before.membership.activeUntil!)}. The free 3-day membership is for people who have not joined yet.`,
  );
  const after = await callApi<AccountDto>(request, u.token, 'get', '/api/account');
  expect(after.membership.activeUntil).toBe(before.membership.activeUntil);
  expect(after.user.trialUsed).toBe(false);
});
