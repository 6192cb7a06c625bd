// What a page shows before the app's code has run (app/features/layout/loading-frame.tsx, written
// into index.html by the build): the navigation bar and the logo, where the app then draws them,
// so that on a slow phone network the screen is not blank while the code downloads.
import { expect, test } from './fixtures';
import { brandFontsLoaded } from './helpers';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`before the app's code runs the bar and the logo show, where the app then draws them (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const box = async (selector: string) => page.locator(selector).boundingBox();

    // The app's code held back: what the HTML and the stylesheet alone paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/plans');
    const home = page.getByRole('link', { name: 'Lotto Predict' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    const before = { bar: await box('.site-header'), mark: await box('.site-header .logo-mark') };

    await page.unroute('**/assets/*.js');
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Pick a subscription plan' })).toBeVisible();
    await brandFontsLoaded(page);
    // The app's bar took the frame's place: one bar, at the same place.
    await expect(page.locator('.site-header')).toHaveCount(1);
    expect(await box('.site-header')).toEqual(before.bar);
    const mark = await box('.site-header .logo-mark');
    // On a phone the logo is centred, and its word mark is now in the brand font: a pixel or two.
    expect(Math.abs(mark!.x - before.mark!.x)).toBeLessThanOrEqual(3);
    expect(mark!.y).toBe(before.mark!.y);
  });
}
