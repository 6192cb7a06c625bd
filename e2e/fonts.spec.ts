// The brand fonts are self-hosted and really load (Inter for text, Poppins for headings
// and prices); on a first visit they come after the page has painted (app/lib/brand-fonts.ts).
import { expect, test } from './fixtures';
import { BRAND_FACES, brandFontsLoaded } from './helpers';

// A first visit (each browser context is one): the fonts' arrival and their stand-ins, read off one page load.
test('on a first visit the brand fonts load once the page has shown, arrive together, and until then a device font sized like them stands in', async ({ page }) => {
  // Every frame, what document.fonts holds of the brand's faces, until the first of them shows.
  await page.addInitScript(() => {
    const w = window as unknown as { firstBrandFaces?: string[] };
    const family = (f: FontFace) => f.family.replace(/["']/g, '');
    const look = () => {
      const faces = [...document.fonts].filter((f) => ['Inter', 'Poppins'].includes(family(f)));
      if (faces.length) w.firstBrandFaces = faces.map((f) => `${family(f)} ${f.weight} ${f.status}`);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Pick a subscription plan' })).toBeVisible();
  await brandFontsLoaded(page);
  expect(await page.evaluate(() => ['400 16px Inter', '700 16px Inter', '800 16px Poppins'].map((f) => document.fonts.check(f)))).toEqual([true, true, true]);
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Poppins');

  // They arrive together and already loaded, so the page is laid out again only once.
  const first = await page.evaluate(() => (window as unknown as { firstBrandFaces?: string[] }).firstBrandFaces);
  expect(first?.sort()).toEqual(BRAND_FACES.map((f) => `${f} loaded`).sort());

  // Until they come, text shows in a device font sized like them, so lines break at the same words.
  // The styles name each brand font's fallback right after it (scripts/vite/font-fallbacks.ts).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?, "Inter fallback",/);
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Poppins"?, "Poppins fallback",/);

  // One sentence of the predictions page, on one line, in each font.
  const width = (font: string) =>
    page.evaluate((f) => {
      const span = document.createElement('span');
      span.style.cssText = `font: ${f}; white-space: nowrap; position: absolute;`;
      span.textContent = "Here are today's 3 and 4 digit predictions with our best alternatives, processed twice daily.";
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    }, font);
  const off = (font: string, brand: number) => width(font).then((w) => Math.abs(w / brand - 1));

  const inter = await width('400 16px Inter');
  const poppins = await width('600 20px Poppins');
  expect(await off('400 16px "Inter fallback"', inter)).toBeLessThan(0.03);
  expect(await off('600 20px "Poppins fallback"', poppins)).toBeLessThan(0.04);
  // The device's font as it is: 7 % off here, what the sizing is for.
  expect(await off('400 16px sans-serif', inter)).toBeGreaterThan(0.03);
});
