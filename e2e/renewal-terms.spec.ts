// The renewal terms where a member meets them (docs/product.md, "Renewing memberships"): the plans
// pages say which plans can renew and that passes do not, and name the simulated checkout, not
// Stripe; the Terms and Refund Policy say how automatic renewal, cancelling and renewal charges
// work; and a membership bought with time left says before paying, on the checkout and after it,
// that it starts when that time ends and nothing is charged today. The success page of one bought
// today is renewing-membership.spec.ts's. Screenshots at phone and desktop width (checkedShot) go to /tmp/shots-renewal-terms/ (SHOTS_DIR).
import type { Locator, Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';
import { checkedShot, setSubscriptionEnd } from './helpers';
import { serverTimeZone } from './server-zone';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-renewal-terms';
const DAY = 86_400_000;
const longDate = (ms: number) => new Date(ms).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });
const shot = (page: Page, name: string, detail?: Locator) => checkedShot(page, SHOTS, name, detail);
const BILLING =
  'Daily, 3 Days, and Bi-Weekly are paid once, with no automatic renewal. Weekly and Monthly you can pay once or let renew automatically until you cancel, as you choose at checkout.';

test('the plans pages say which plans renew, and the policies how renewal works', async ({ page }) => {
  // One load; the other pages are reached as a visitor reaches them: the top bar, the footer.
  await page.goto('/plans');
  await expect(page.getByText(BILLING)).toBeVisible();
  // The pages name the checkout that runs: this test server has no Stripe keys, and the plans
  // once said "Secure checkout by Stripe" all the same.
  await expect(page.getByText('Test checkout: no card is charged. Your access begins as soon as payment is confirmed.')).toBeVisible();
  await shot(page, 'plans');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveURL(/\/explore-plans$/);
  await expect(page.getByText(BILLING)).toBeVisible();
  await expect(page.getByText('Pay once, no automatic renewal')).toHaveCount(0);
  await expect(page.getByText('Test checkout: no card is charged', { exact: true })).toBeVisible();
  await expect(page.getByText(/by Stripe/)).toHaveCount(0);
  await shot(page, 'explore-plans');
  const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
  await policies.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const terms = page.getByRole('main');
  await expect(terms.getByRole('heading', { name: 'Memberships that renew automatically' })).toBeVisible();
  // The plans and their prices are the operator's (GET /api/plans): the terms name none, and say a renewal keeps its price.
  await expect(terms).toContainText('The plans the plans page says may renew can also be bought as a membership that renews automatically');
  await expect(terms).toContainText(
    'charged at the start of each new period, at the price it was bought at (a later change of the plan’s price does not change it), to the card you paid with, until you cancel',
  );
  await expect(terms).toContainText('Cancel any time on your account page (My Account → Membership → Cancel renewal)');
  await policies.getByRole('link', { name: 'Refund Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  const refund = page.getByRole('main');
  await expect(refund).toContainText('a renewal is a payment like any other, charged at the start of its period');
  await expect(refund.getByRole('heading', { name: 'Cancelling a renewing membership' })).toBeVisible();
});

test('bought with time left: it starts when that time ends, said before paying, on the checkout and after', async ({ page, request }) => {
  const ends = Date.now() + 12 * DAY;
  const user = await setSubscriptionEnd(await makeUser(request, 'subscriber'), ends);
  const starts = longDate(ends);
  await signIn(page, user);
  await page.goto('/payment?plan=monthly');
  await page.getByRole('radio', { name: /Renew automatically/ }).check();
  const card = page.locator('.payment-card');
  await expect(
    card.getByText(`Your membership already runs until ${starts}. This membership starts then: nothing is charged today, and the first $200 is charged on ${starts}.`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership that renews' })).toContainText(
    `Nothing is charged today: it starts on ${starts}, when the time you have already paid for ends`,
  );
  const consent = page.getByRole('checkbox', { name: `I agree that my Monthly membership renews automatically at $200 every 30 days from ${starts} until I cancel.` });
  await consent.check();
  await shot(page, 'payment-renewing-later', card);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/simulated\//);
  await expect(page.getByText(`Nothing is charged today: this membership starts on ${starts}`)).toBeVisible();
  await expect(page.locator('.checkout-summary')).toContainText('Due today');
  await expect(page.locator('.checkout-summary')).toContainText('$0.00');
  await expect(page.locator('.checkout-summary')).toContainText(`$200.00 on ${starts}, then every 30 days until you cancel`);
  await shot(page, 'checkout-renewing-later');
  const confirmed = page.waitForResponse('**/api/stripe/payment-success');
  await page.getByRole('button', { name: 'Confirm, pay nothing today' }).click();
  expect(await (await confirmed).json()).toMatchObject({ receiptUrl: null, renewal: { startsLater: true, amountCents: 20000 } });

  await expect(page.getByRole('heading', { name: 'Membership confirmed! Nothing was charged today.' })).toBeVisible();
  const terms = page.getByRole('note', { name: 'Automatic renewal' });
  await expect(terms).toContainText(
    `Your Monthly membership starts on ${starts}, when the time you have already paid for ends. $200 will be charged then, and every 30 days after until you cancel.`,
  );
  await expect(page.getByRole('link', { name: 'View Receipt' })).toHaveCount(0);
  await expect(page.getByText('A receipt comes by e-mail with each charge.')).toBeVisible();
  await shot(page, 'success-renewing-later');

  // The success page's own link to My Account, which it names as the place to cancel.
  await terms.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Membership' }).getByText(`Renews on ${starts} for $200`)).toBeVisible();
});
