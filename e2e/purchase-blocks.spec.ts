// On a break or over the monthly spending limit, /predictions and /payment do not offer what the
// server would refuse: they say why and until when, and link to the play limits; a member whose
// membership renews is not offered a second renewing one. Phone width; the break's pages fit at
// the desktop's width too (checkedShot resizes in place), with screenshots in /tmp/shots-43/ for a
// person to look at.
import type { Page } from '@playwright/test';
import { expect, makeUser, signIn, test, type TestUser } from './fixtures';
import { callApi, checkedShot, PHONE } from './helpers';
import { serverTimeZone } from './server-zone';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-43';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });
/** "Dec 1, 2026": the first day of next month in the server's calendar. */
function nextMonthStart(): string {
  const [y, m] = new Date().toLocaleDateString('en-CA', { timeZone: serverTimeZone() }).split('-').map(Number);
  const first = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

async function plansSection(page: Page) {
  await page.goto('/predictions');
  const plans = page.getByRole('region', { name: /Choose your plan|Extend your membership/ });
  await plans.scrollIntoViewIfNeeded();
  return plans;
}

test('on a break, no plan, free trial or Confirm Payment is offered: why, until when, and the play limits', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const user = await makeUser(request, 'customer');
  const { account } = await callApi<{ account: { selfExcludedUntil: string; user: Record<string, unknown> } }>(request, user.token, 'post', '/api/account/self-exclusion', {
    days: 7,
  });
  await signIn(page, { ...user, user: account.user });
  const until = longDate(account.selfExcludedUntil);

  const plans = await plansSection(page);
  const notice = plans.getByRole('status');
  await expect(notice).toContainText(
    new RegExp(`You are taking a break until ${until} at .+\\. Plans cannot be bought until then: your break pauses purchases and the free trial\\.`),
  );
  await expect(plans.getByRole('button', { name: /Choose Plan/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Claim Free/ })).toHaveCount(0);
  await checkedShot(page, SHOTS, 'predictions-on-a-break', plans);

  await page.goto('/payment?plan=monthly');
  const card = page.locator('.payment-card');
  await expect(card.getByRole('status')).toContainText(`You are taking a break until ${until}`);
  await expect(card.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
  await expect(card.getByRole('radio', { name: /Renew automatically/ })).toHaveCount(0);
  await checkedShot(page, SHOTS, 'payment-on-a-break', card);

  await card.getByRole('link', { name: 'See your play limits' }).click();
  await expect(page).toHaveURL(/\/account#play-limits$/);
  await expect(page.getByRole('heading', { name: 'Play limits' })).toBeInViewport();
});

test('over the monthly limit, the plans it cannot take are not offered, with when the limit counts again', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const user = await makeUser(request, 'customer');
  await callApi(request, user.token, 'put', '/api/account/limits', { monthlyLimitCents: 5000 });
  await signIn(page, user);

  const plans = await plansSection(page);
  await expect(plans.getByRole('status')).toContainText(
    `You have $50 left of your monthly spending limit of $50 until ${nextMonthStart()}: plans that cost more are not offered until then.`,
  );
  const card = (name: string) => plans.getByRole('article', { name, exact: true });
  await expect(card('Daily').getByRole('button', { name: /Choose Plan/ })).toBeVisible();
  await expect(card('3 Days').getByRole('button', { name: /Choose Plan/ })).toBeVisible();
  for (const name of ['Weekly', 'Monthly']) {
    await expect(card(name).getByRole('button')).toHaveCount(0);
    await expect(card(name)).toContainText('Over your monthly limit');
  }

  // A plan under the limit, chosen where it is offered: its checkout can be confirmed.
  await card('Daily')
    .getByRole('button', { name: /Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/payment\?plan=daily$/);
  await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  await expect(page.getByText(/spending limit/)).toHaveCount(0);

  // A plan over it, opened by its address (a shared link), as no button leads there.
  await page.goto('/payment?plan=monthly');
  const payment = page.locator('.payment-card');
  await expect(payment.getByRole('status')).toContainText(
    `You have $50 left of your monthly spending limit of $50 until ${nextMonthStart()}: the Monthly plan ($200) would go over it.`,
  );
  await expect(payment.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
  await expect(payment.getByRole('link', { name: 'Change your spending limit' })).toHaveAttribute('href', '/account#play-limits');
});

test('a member whose membership renews is offered the pass only, told what they have and where to manage it', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const user: TestUser = await makeUser(request, 'customer');
  const session = await callApi<{ id: string }>(request, user.token, 'post', '/api/stripe/create-checkout-session', { userId: user.id, plan: 'monthly', renew: true });
  await callApi(request, user.token, 'post', `/api/stripe/simulated/${session.id}/pay`);
  const paid = await callApi<{ user: Record<string, unknown> }>(request, user.token, 'post', '/api/stripe/payment-success', {
    session_id: session.id,
    plan: 'monthly',
    userId: user.id,
  });
  const membership = await callApi<{ currentPeriodEnd: string }>(request, user.token, 'get', '/api/account/membership');
  await signIn(page, { ...user, user: paid.user });

  await page.goto('/payment?plan=weekly&renew=1');
  const card = page.locator('.payment-card');
  await expect(card.getByRole('status').first()).toContainText(
    `You already have a Monthly membership that renews on ${longDate(membership.currentPeriodEnd)} for $200, so a second renewing membership is not offered.`,
  );
  await expect(card.getByRole('radio', { name: /Renew automatically/ })).toHaveCount(0);
  await expect(card.getByText('every 7 days')).toHaveCount(0);
  const created = page.waitForRequest('**/api/stripe/create-checkout-session');
  await card.getByRole('button', { name: 'Confirm Payment' }).click();
  expect((await created).postDataJSON()).not.toHaveProperty('renew');
  await expect(page).toHaveURL(/\/checkout\/simulated\//);

  // The checkout's Cancel leads back to the plan's payment page, without renewal.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=weekly$/);
  await page.locator('.payment-card').getByRole('link', { name: 'Manage your membership' }).click();
  await expect(page).toHaveURL(/\/account#membership$/);
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('Renews automatically');
});
