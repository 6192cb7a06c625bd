// The plans said "Secure checkout by Stripe" while the server ran its simulated
// checkout (this test server has no Stripe keys). The pages name the checkout that runs. Words,
// not layout: at the one width (e2e/helpers.ts, VIEWPORTS).
import { expect, test } from './fixtures';

test('the plans name the simulated checkout, not Stripe', async ({ page }) => {
  await page.goto('/explore-plans');
  await expect(page.getByText('Test checkout: no card is charged', { exact: true })).toBeVisible();
  await expect(page.getByText(/by Stripe/)).toHaveCount(0);
  await page.locator('.plans-assurance').screenshot({ path: '/tmp/shots-32/plans-assurance-desktop.png' });
  await page.goto('/plans');
  await expect(page.getByText('Test checkout: no card is charged. Your access begins as soon as payment is confirmed.')).toBeVisible();
});
