// "Notify me" in a private window printed the browser's own "Registration
// failed - permission denied" and the button jumped. The browser's refusal is stubbed as a
// private window gives it (permission asked, the push subscription refused): the page says why
// in a sentence, shows no browser text, and the title and the button stay where they were.
import type { Locator, Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';
import { brandFontsLoaded, PHONE, VIEWPORTS } from './helpers';

// Notifications are turned on through the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The browser as a private window behaves: permission granted, the subscription refused with `name`. */
async function refuseSubscriptions(page: Page, name: string) {
  await page.addInitScript((errorName) => {
    Notification.requestPermission = async () => 'granted';
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = () => Promise.reject(new DOMException('Registration failed - permission denied', errorName));
  }, name);
}

/** Where an element sits on the page (not the screen: a tap may scroll it). */
const placeOf = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  });

// Where things sit is what these check: the first at both widths (the page's head is one row on a
// desktop and wraps on a phone), the second at the phone's, where a sentence would push the button.
test('a window that refuses notifications is told so in a sentence, nothing moves, at 1280 and 390 px', async ({ page, request }) => {
  await refuseSubscriptions(page, 'NotAllowedError');
  await signIn(page, await makeUser(request, 'subscriber'));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/predictions');
    const title = page.getByRole('heading', { name: "Today's Predictions" });
    const button = page.getByRole('button', { name: 'Notify me of new predictions' });
    await expect(button).toBeEnabled();
    // Measured once the brand fonts are in: their arrival reflows the text by itself.
    await brandFontsLoaded(page);
    const [titleBefore, buttonBefore] = [await placeOf(title), await placeOf(button)];
    await button.click();
    await expect(
      page.getByText('This window does not allow notifications (private and guest windows block them). Open the site in a regular window to turn them on.'),
    ).toBeVisible();
    await expect(page.getByText(/Registration failed|permission denied/)).toHaveCount(0);
    expect(await placeOf(title), viewport.label).toEqual(titleBefore);
    // The button stays where it was, disabled; the sentence has a line of its own below.
    await expect(button).toBeDisabled();
    expect(await placeOf(button), viewport.label).toEqual(buttonBefore);
    const note = await placeOf(page.locator('.todays-head .notify-note'));
    expect(note.y, viewport.label).toBeGreaterThan(buttonBefore.y + buttonBefore.height - 1);
  }
});

test.describe(`at ${PHONE.width} px`, () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

  test('another failure says "please try again" without the browser\'s text; a push service that cannot be reached is named, whether it fails or never answers; the button stays put and is free again', async ({
    page,
    request,
  }) => {
    await refuseSubscriptions(page, 'InvalidStateError');
    await signIn(page, await makeUser(request, 'subscriber'));
    await page.goto('/predictions');
    const button = page.getByRole('button', { name: 'Notify me of new predictions' });
    await expect(button).toBeEnabled();
    await brandFontsLoaded(page);
    const before = await placeOf(button);
    await button.click();
    await expect(page.getByText('Could not change notifications. Please try again.')).toBeVisible();
    await expect(page.getByText(/Registration failed|permission denied/)).toHaveCount(0);
    await expect(button).toBeEnabled();
    expect(await placeOf(button)).toEqual(before);

    const UNREACHABLE = 'Your browser could not reach its notification service. Check your connection (a firewall or VPN may block it) and try again.';
    // Chromium's failure when its push service is out of reach (the later script wins).
    await refuseSubscriptions(page, 'AbortError');
    await page.reload();
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'notification service' })).toHaveText(UNREACHABLE);
    await expect(button).toBeEnabled();

    // A subscription that never answers: after the wait (app/lib/push-client.ts, PUSH_SERVICE_TIMEOUT_MS), the same.
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = () => {
        document.documentElement.dataset.subscribing = String(Date.now());
        return new Promise(() => undefined);
      };
    });
    await page.clock.install();
    await page.reload();
    await page.clock.runFor(2_000);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(button).toBeDisabled();
    // The wait starts once the browser is asked, after the server's key has come. The page's
    // clock runs on by itself meanwhile, so it is stopped at 19 s of the wait, however long the
    // steps up to here took.
    const asked = page.locator('html[data-subscribing]');
    await expect(asked).toBeAttached();
    await page.clock.pauseAt(Number(await asked.getAttribute('data-subscribing')) + 19_000);
    await expect(button).toBeDisabled();
    await page.clock.runFor(2_000);
    await expect(page.getByRole('alert').filter({ hasText: 'notification service' })).toHaveText(UNREACHABLE);
    await expect(button).toBeEnabled();
  });
});
