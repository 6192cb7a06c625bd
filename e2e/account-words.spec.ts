// On /account, the spending limit never shows a field name or cents
// ("The monthly limit (monthlyLimitCents) must be a whole number of cents …"), and the break's
// sentence shows once, not twice. Words, not layout: at the one width (e2e/helpers.ts, VIEWPORTS).
import { expect, makeUser, signIn, test } from './fixtures';
import { recordRequests } from './helpers';

test('a limit over the highest says so in dollars, before anything is sent', async ({ page, request }) => {
  await signIn(page, await makeUser(request, 'customer'));
  await page.goto('/account');
  const limits = page.getByRole('region', { name: 'Play limits' });
  const sent = recordRequests(page, '/api/account/limits');
  await limits.getByRole('textbox', { name: /New monthly limit/ }).fill('20000');
  await limits.getByRole('button', { name: 'Set limit' }).click();
  await expect(limits.getByText('Enter a monthly limit in dollars, up to $10,000.00.', { exact: true })).toBeVisible();
  await expect(page.getByText(/monthlyLimitCents|cents/)).toHaveCount(0);
  expect(sent).toEqual([]);
  await limits.screenshot({ path: '/tmp/shots-32/account-limit-desktop.png' });
});

test('a break started: its sentence once', async ({ page, request }) => {
  await signIn(page, await makeUser(request, 'customer'));
  await page.goto('/account');
  const limits = page.getByRole('region', { name: 'Play limits' });
  await limits.getByRole('radio', { name: '1 day' }).check();
  await limits.getByRole('button', { name: 'Take a break' }).click();
  await page.getByRole('dialog', { name: 'Take a break of 1 day?' }).getByRole('button', { name: 'Start my break' }).click();
  await expect(limits.getByRole('status')).toContainText('You are taking a break until');
  await expect(page.getByText(/taking a break until/)).toHaveCount(1);
  await expect(page.getByText(/paused until then/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots-32/account-break-desktop.png', fullPage: true });
});

test('offline, the account page says so rather than "Could not load", and shows the account once back online', async ({ page, context, request }) => {
  await signIn(page, await makeUser(request, 'customer'));
  // The request never reaches the server, as with no network.
  await page.route('**/api/account**', (route) => route.abort('internetdisconnected'));
  await page.goto('/account');
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveText(
    "You're offline. Your account needs a connection: it shows again as soon as you're back online.",
  );
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  await page.unroute('**/api/account**');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Play limits' })).toBeVisible();
  await expect(page.getByText("You're offline.")).toHaveCount(0);
});
