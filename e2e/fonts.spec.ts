// Issue 17: the brand fonts are self-hosted and really load (Inter for text, Poppins for headings
// and prices); on a first visit they come after the page has painted (app/lib/brand-fonts.ts).
import { expect, test } from './fixtures';

const FACES = ['400 16px Inter', '700 16px Inter', '500 16px Poppins', '600 16px Poppins', '700 16px Poppins', '800 16px Poppins'];

test('the brand fonts load on a first visit, once the page has shown', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Pick a subscription plan' })).toBeVisible();
  await expect.poll(() => page.evaluate((faces) => faces.map((f) => document.fonts.check(f)), FACES)).toEqual(FACES.map(() => true));
  const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`));
  expect(loaded).toEqual(expect.arrayContaining(['Inter 100 900', 'Poppins 500', 'Poppins 600', 'Poppins 700', 'Poppins 800']));
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Poppins');
});
