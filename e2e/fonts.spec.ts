// Issue 17: the brand fonts are self-hosted and really load (Inter for text, Poppins for headings
// and prices); on a first visit they come after the page has painted (app/lib/brand-fonts.ts).
import { expect, test } from './fixtures';
import { BRAND_FACES, brandFontsLoaded } from './helpers';

test('the brand fonts load on a first visit, once the page has shown', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Pick a subscription plan' })).toBeVisible();
  await brandFontsLoaded(page);
  expect(await page.evaluate(() => ['400 16px Inter', '700 16px Inter', '800 16px Poppins'].map((f) => document.fonts.check(f)))).toEqual([true, true, true]);
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Poppins');
});

test('the brand fonts arrive together and already loaded, so the page is laid out again only once', async ({ page }) => {
  // Every frame, what document.fonts holds of the brand's faces, until the first of them shows.
  await page.addInitScript(() => {
    const w = window as unknown as { firstBrandFaces?: string[] };
    const look = () => {
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Inter' || f.family.replace(/["']/g, '') === 'Poppins');
      if (faces.length) w.firstBrandFaces = faces.map((f) => `${f.family.replace(/["']/g, '')} ${f.weight} ${f.status}`);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/plans');
  await brandFontsLoaded(page);
  const first = await page.evaluate(() => (window as unknown as { firstBrandFaces?: string[] }).firstBrandFaces);
  expect(first?.sort()).toEqual(BRAND_FACES.map((f) => `${f} loaded`).sort());
});
