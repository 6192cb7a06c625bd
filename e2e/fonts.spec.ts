// Issue 17: the brand fonts are self-hosted and really load (Inter for text, Poppins for headings
// and prices); on a first visit they come after the page has painted (app/lib/brand-fonts.ts).
import { expect, test } from './fixtures';
import { brandFontsLoaded } from './helpers';

test('the brand fonts load on a first visit, once the page has shown', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Pick a subscription plan' })).toBeVisible();
  await brandFontsLoaded(page);
  expect(await page.evaluate(() => ['400 16px Inter', '700 16px Inter', '800 16px Poppins'].map((f) => document.fonts.check(f)))).toEqual([true, true, true]);
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Poppins');
});
