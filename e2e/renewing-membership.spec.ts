// "Renewing memberships" (docs/product.md) in the browser: buying a monthly membership that renews
// through the simulated checkout (the terms stated, Pay blocked until the consent box is ticked, the
// success page saying when it renews, for how much and how to cancel), then cancelling and resuming
// it on the account page, a failed renewal payment shown plainly, the unsubscribe page and the
// overview's figures: two journeys that walk on from one state to the next (docs/architecture.md,
// "Tests"). Each state is checked at phone and desktop width
// (checkedShot), and its screenshots go to /tmp/shots-31/ (SHOTS_DIR) for a person to look at.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, lastMailTo, login, makeUser, signIn, test } from './fixtures';
import { callApi, checkedShot, uniqueTag } from './helpers';
import { serverTimeZone } from './server-zone';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-31';
const DAY = 86_400_000;

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });

const shot = (page: Page, name: string, detail?: Locator) => checkedShot(page, SHOTS, name, detail);

test('buying a renewing monthly membership, then cancelling and resuming it on the account page; a failed payment said plainly', async ({ page, request }) => {
  // A purchase and four states of the account page walked through: three times the usual two
  // minutes, so a busy machine cannot fail it.
  test.slow();
  const user = await makeUser(request, 'customer');
  await signIn(page, user);
  await page.goto('/payment?plan=monthly');

  // A pass stays the default; renewing is a choice, with its terms.
  await expect(page.getByRole('radio', { name: /Pay once/ })).toBeChecked();
  await page.getByRole('radio', { name: /Renew automatically/ }).check();
  const terms = page.getByRole('region', { name: 'Membership that renews' });
  await expect(terms).toContainText('$200 every 30 days');
  await expect(terms).toContainText('Renews automatically until you cancel.');
  await expect(terms).toContainText('Cancel any time on your account page');
  const consent = page.getByRole('checkbox', { name: /I agree that my Monthly membership renews automatically at \$200 every 30 days until I cancel/ });
  await expect(consent).not.toBeChecked();
  const pay = page.getByRole('button', { name: 'Confirm Payment' });
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Tick the box above to agree to the renewal before paying.')).toBeVisible();
  await shot(page, 'payment-renewing', page.locator('.payment-card'));

  const created = page.waitForRequest('**/api/stripe/create-checkout-session');
  await consent.check();
  await expect(pay).toBeEnabled();
  await pay.click();
  expect((await created).postDataJSON()).toMatchObject({ userId: user.id, plan: 'monthly', renew: true });

  // The simulated checkout says the same before Pay.
  await expect(page).toHaveURL(/\/checkout\/simulated\/[\w-]+$/);
  await expect(page.getByText('Every 30 days until you cancel')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Renews automatically until cancelled' })).toContainText('Cancel any time on your account page');
  await shot(page, 'checkout-renewing');
  const confirmed = page.waitForResponse('**/api/stripe/payment-success');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const answer = (await (await confirmed).json()) as { subscriptionExpiresAt: string };
  await expect(page.getByRole('heading', { name: "Payment successful! You're now a subscriber." })).toBeVisible();
  expect(Math.abs(Date.parse(answer.subscriptionExpiresAt) - (Date.now() + 30 * DAY))).toBeLessThan(10 * 60_000);
  const end = longDate(answer.subscriptionExpiresAt);

  // The success page says when it renews, for how much, and how to cancel (docs/product.md,
  // "Renewing memberships").
  const renewal = page.getByRole('note', { name: 'Automatic renewal' });
  await expect(renewal).toContainText(`Your Monthly membership renews automatically on ${end} for $200, then every 30 days until you cancel.`);
  await expect(renewal).toContainText('Cancel any time on your account page (My Account → Membership → Cancel renewal)');
  await expect(page.getByRole('link', { name: 'View Receipt' })).toBeVisible();
  await shot(page, 'success-renewing-today');

  const membership = await callApi<{ renews: boolean; currentPeriodEnd: string }>(request, user.token, 'get', '/api/account/membership');
  expect(membership).toMatchObject({ renews: true, plan: 'monthly', cancelAtPeriodEnd: false, nextAmountCents: 20000, paymentProblem: false });

  // The success page's own link to My Account, which it names as the place to cancel.
  await renewal.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole('region', { name: 'Membership' });
  await expect(card.getByText(`Renews on ${end} for $200`)).toBeVisible();
  await expect(card.getByText('Renews automatically', { exact: true })).toBeVisible();
  await shot(page, 'account-renewing', card);

  // Cancelled and resumed (the server keeps both: api/features/payments/memberships-simulated.test.ts).
  await card.getByRole('button', { name: 'Cancel renewal' }).click();
  // The dialog asks why (docs/app.md, "Account"); no reason is needed to cancel.
  await page.getByRole('dialog', { name: 'Cancel renewal' }).getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(card.getByRole('status')).toHaveText(`Your membership will not renew. You keep access until ${end}.`);
  await expect(card.getByText(`Ends on ${end}`)).toBeVisible();
  await expect(card.getByText('Renewal cancelled', { exact: true })).toBeVisible();
  // The focus stays on the button, now Resume, not on the page's body.
  await expect(card.getByRole('button', { name: 'Resume' })).toBeFocused();
  await shot(page, 'account-cancelled', card);
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByRole('status')).toHaveText(`Your membership renews again on ${end} for $200.`);
  await expect(card.getByText(`Renews on ${end} for $200`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel renewal' })).toBeFocused();

  // The practice checkout keeps no card: Update card says so instead of leaving.
  await card.getByRole('button', { name: 'Update card' }).click();
  await expect(card.getByRole('status')).toContainText('keeps no card');
  await expect(page).toHaveURL(/\/account$/);

  // A renewal payment fails: reloaded, the page says what happened and what to do.
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await callApi(request, admin.token, 'post', '/api/dev/renew-now', { userId: user.id, fail: true });
  await page.reload();
  await expect(card.getByRole('alert')).toContainText('Your last renewal payment did not go through. Update your card to keep your membership.');
  await expect(card.getByRole('alert')).toContainText(`active until ${end}`);
  await shot(page, 'account-payment-problem', card);
});

test('the welcome e-mail’s unsubscribe link: a page to confirm, then done, without signing in; the overview shows the recurring figures', async ({ page, request }) => {
  // An e-mail waited for and two people's pages walked through: three times the usual two minutes,
  // so a busy machine cannot fail it.
  test.slow();
  const name = uniqueTag('welcome').replace(/-/g, '_');
  const email = `${name}@e2e.test`;
  const r = await request.post('/api/auth/register', { data: { username: name, email, password: 'password-123', ageConfirmed: true } });
  expect(r.status()).toBe(201);
  await expect.poll(() => lastMailTo(email)).toContain('Subject: Welcome to Lotto Predict');
  const link = lastMailTo(email)!
    .replace(/\r?\n[ \t]+/g, ' ')
    .match(/^List-Unsubscribe: <https?:\/\/[^/]+(\/api\/mail\/unsubscribe\/[^>]+)>$/m)![1];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Unsubscribe from Lotto Predict e.mails\?$/ })).toBeVisible();
  await shot(page, 'unsubscribe-confirm');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await shot(page, 'unsubscribe-done');

  // The same browser, now the admin's: the overview's recurring figures.
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await signIn(page, { id: admin.user._id, username: 'admin', email: ADMIN.email, password: ADMIN.password, token: admin.token, user: admin.user });
  await page.goto('/admin/overview');
  for (const label of ['Renewing members', 'Monthly recurring', 'Cancellations']) {
    await expect(page.locator('.admin-kpi').filter({ has: page.getByText(label, { exact: true }) })).toBeVisible();
  }
  await shot(page, 'admin-overview', page.locator('.admin-kpis'));
});
