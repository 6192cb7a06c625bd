// Journey: moving around the app (docs/app.md, "Layout and navigation": every route change
// scrolls to the top and hash anchors land 80px below it; Back and Forward return to
// where the reader was; "Error messages": a page that fails shows its error below the
// navigation bar).
import type { Page } from '@playwright/test';
import { HASH_SCROLL_OFFSET_PX } from '../app/lib/constants';
import { expect, test } from './fixtures';
import { brandFontsLoaded } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` and waits until the browser reports it there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Where `selector`'s top edge sits in the viewport, and the fixed bar's bottom edge. */
async function anchorPosition(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel)?.getBoundingClientRect().top ?? Infinity;
    const bar = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? Infinity;
    return { target: Math.round(target), bar: Math.round(bar) };
  }, selector);
}

/** The anchor's top edge ends HASH_SCROLL_OFFSET_PX (±2) from the viewport's top, below the bar's bottom edge. */
async function expectAnchorLanded(page: Page, selector: string) {
  await expect.poll(async () => Math.abs((await anchorPosition(page, selector)).target - HASH_SCROLL_OFFSET_PX)).toBeLessThanOrEqual(2);
  const at = await anchorPosition(page, selector);
  expect(at.target).toBeGreaterThan(at.bar);
  expect(await scrollY(page)).toBeGreaterThan(0);
}

// One visitor moves through the app: scroll positions, anchors followed and opened, then a page
// whose code fails to load and one that breaks while rendering. Every step but the two direct
// opens is an in-app navigation, as a person moves.
test('a new page starts at the top; Back and Forward return to the saved positions; hash anchors land 80 px from the top; a page that fails shows its error inside the layout', async ({
  page,
}) => {
  await test.step('a new page starts at the top; Back and Forward return to the saved positions', async () => {
    await page.goto('/');
    await expect(page.locator('#home-hero')).toBeVisible();
    await brandFontsLoaded(page);
    const homeHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(homeHeight).toBeGreaterThan(3000);
    await scrollTo(page, 1500);

    // The bar stays in view, so following its link moves nothing by itself.
    await mainNav(page).getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new page is drawn, then the router puts it at the top, in the same frame or the next.
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 600);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-hero')).toBeAttached();
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(600);

    // A link to a page seen before is a new visit: the top again, not the old position.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-hero')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  await test.step('hash anchors land 80 px from the top, clear of the fixed bar', async () => {
    // Followed inside the app...
    await page.getByRole('link', { name: 'See how we do it' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectAnchorLanded(page, '#services');

    // ...and opened directly from another page, where the anchor's page has to arrive first.
    await mainNav(page).getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    // From this load on, the about page's code fails to arrive (the next step's).
    await page.route('**/assets/about-page-*.js', (route) => route.abort('connectionfailed'));
    await page.goto('/#free-trial');
    await expectAnchorLanded(page, '#free-trial');
  });

  await test.step('a page whose code fails to load shows the ChunkLoadError page inside the layout', async () => {
    // This load of the app never fetched the page's code, and cannot: the route set before it
    // fails it. The service worker, which would serve it from its cache where page.route cannot
    // reach, is blocked (playwright.config.ts).
    await mainNav(page).getByRole('link', { name: 'How It Works', exact: true }).click();

    await expect(page).toHaveURL(/\/about$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(main.getByText('Part of the app could not be loaded. You may be offline, or a new version was just released.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The navigation bar stays, so the rest of the app is a click away.
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    // Opened directly, the page's code is the first thing that fails.
    await page.goto('/about');
    await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(main.getByText(/Part of the app could not be loaded/)).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });

  await test.step('a page that throws while rendering shows the Unexpected Application Error page inside the layout', async () => {
    // The page's code arrives (this load of the app has not fetched it yet), but the page itself breaks.
    await page.route('**/assets/contact-page-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function ContactPage() { throw new Error("broken page"); }' }),
    );
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Something went wrong while showing this page. Reloading usually fixes it.')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
