// "Pausing" (docs/product.md) in the browser at a phone's width: a renewing member pauses from the
// account page in the app's own dialog (choosing how many renewals to skip, each naming the day it
// renews again), sees the date, and unpauses. Each state is checked at both widths (checkedShot).
import type { Locator, Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';
import { buyRenewing, callApi, checkedShot, PHONE } from './helpers';
import { serverTimeZone } from './server-zone';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-pause';
const DAY = 86_400_000;
const longDate = (ms: number) => new Date(ms).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });
const shot = (page: Page, name: string, detail?: Locator) => checkedShot(page, SHOTS, name, detail);

test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

test('pausing a renewing membership from the account page, seeing until when, and unpausing', async ({ page, request }) => {
  const user = await makeUser(request, 'customer');
  const { buyer, subscriptionExpiresAt } = await buyRenewing(request, user, 'weekly');
  const paidEnd = Date.parse(subscriptionExpiresAt);
  const until = longDate(paidEnd + 14 * DAY);
  // No window.confirm anywhere: a native dialog would fail the journey.
  page.on('dialog', (d) => {
    throw new Error(`unexpected native dialog: ${d.message()}`);
  });

  await signIn(page, buyer);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Membership' });
  await expect(card.getByText(`Renews on ${longDate(paidEnd)} for $80`, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Pause', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Pause membership' });
  await expect(dialog).toContainText(`You keep access until ${longDate(paidEnd)}`);
  await expect(dialog.getByRole('radio', { name: /Skip 1 renewal/ })).toBeChecked();
  const two = dialog.getByRole('radio', { name: `Skip 2 renewals (14 days): renews again on ${until}` });
  await two.check();
  await shot(page, 'pause-dialog', dialog);
  const paused = page.waitForResponse('**/api/account/membership/pause');
  await dialog.getByRole('button', { name: 'Pause membership' }).click();
  expect((await paused).request().postDataJSON()).toEqual({ periods: 2 });
  await expect(dialog).toBeHidden();

  await expect(card.getByRole('status')).toHaveText(`Your membership is paused. You keep access until ${longDate(paidEnd)}; nothing is charged until it renews again on ${until}.`);
  await expect(card.getByText(`Paused until ${until}`)).toBeVisible();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  await shot(page, 'account-paused', card);
  // The server holds it (api/features/payments/pause-simulated.test.ts), as it says here.
  const state = await callApi<{ pausedUntil: string | null }>(request, buyer.token, 'get', '/api/account/membership');
  expect(state.pausedUntil).toBe(new Date(paidEnd + 14 * DAY).toISOString());

  // Unpause: time is left, so nothing is charged now and it renews at the paid end.
  await card.getByRole('button', { name: 'Unpause', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Unpause membership' });
  await expect(ask).toContainText(`next on ${longDate(paidEnd)} for $80. Nothing is charged now.`);
  await shot(page, 'unpause-dialog', ask);
  await ask.getByRole('button', { name: 'Unpause', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText(`Your membership is no longer paused. It renews on ${longDate(paidEnd)} for $80.`);
  await expect(card.getByText(`Renews on ${longDate(paidEnd)} for $80`, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect((await callApi<{ pausedUntil: string | null }>(request, buyer.token, 'get', '/api/account/membership')).pausedUntil).toBeNull();
});
