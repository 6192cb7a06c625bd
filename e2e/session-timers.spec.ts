// Journey 9: the two clocks a signed-in browser runs (docs/app.md, "Timers" and "Client
// constants": 3,600,000 ms, 3 days, 12 hours, 10 s). Time is Playwright's fake clock.
import type { Locator, Page } from '@playwright/test';
import { endOfDay, startOfDay } from '@shared/calendar';
import { dayFromNow, expect, makeUser, sessionCookie, signIn, test } from './fixtures';
import { realisticUsername, settle } from './a11y';
import { buyRenewing, checkedShot, setSubscriptionEnd } from './helpers';
import { serverTimeZone } from './server-zone';

const HOUR = 3_600_000;
const INACTIVITY_MS = 3_600_000;
const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-session-timers';

/** "March 14, 2025" in the operator's zone, as the toast writes dates. */
function longDate(ms: number) {
  return new Date(ms).toLocaleDateString('en-US', { timeZone: serverTimeZone(), year: 'numeric', month: 'long', day: 'numeric' });
}

/** The toast's background as [r, g, b]. */
async function background(toast: Locator): Promise<number[]> {
  const css = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
  return (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

/**
 * Opens a page and waits until the signed-in watchers run. They come a moment after the page, as
 * their own chunk, and ask the server who the user is once the page is idle: by then the hour of
 * inactivity is counting, and the reminder (when due) has rendered, so a check that it is absent
 * comes after it would have shown.
 */
async function openSignedIn(page: Page, open: () => Promise<unknown>) {
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
  await open();
  await asked;
}

// One subscriber with ten days left: no reminder, input keeps the session for as long as it comes,
// and the first full quiet hour ends it.
test('a subscriber with more than 3 days left sees no reminder; activity keeps the session, and an hour without input signs out, with an alert, to /login', async ({
  page,
  request,
}) => {
  const user = await makeUser(request, 'subscriber');
  const dialogs = watchDialogs(page);
  await page.clock.install();
  await signIn(page, user);
  await openSignedIn(page, () => page.goto('/predictions'));
  const heading = page.getByRole('heading', { name: "Today's Predictions" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close reminder' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lastExpiryWarningShown'))).toBeNull();

  // Mouse, key, scroll and click each reset the hour. Each nudge waits until the page has seen
  // its event (a scroll event, for one, comes with the next frame), so the clock moves on after it.
  await page.evaluate(() => {
    const seen = document.documentElement.dataset;
    for (const type of ['mousemove', 'keydown', 'scroll', 'click']) {
      window.addEventListener(
        type,
        () => {
          seen.e2eSeen = `${seen.e2eSeen ?? ''} ${type}`;
          seen.e2eLast = String(Date.now());
        },
        { passive: true },
      );
    }
  });
  const nudges: Array<[string, () => Promise<unknown>]> = [
    ['mousemove', () => page.mouse.move(200, 300)],
    ['keydown', () => page.keyboard.press('Shift')],
    ['scroll', () => page.mouse.wheel(0, 200)],
    ['click', () => heading.click()],
  ];
  for (const [type, nudge] of nudges) {
    await page.clock.fastForward(INACTIVITY_MS - 5 * 60_000);
    await page.evaluate(() => delete document.documentElement.dataset.e2eSeen);
    await nudge();
    await expect(page.locator('html')).toHaveAttribute('data-e2e-seen', new RegExp(`\\b${type}\\b`));
  }
  await page.clock.fastForward(INACTIVITY_MS - 5 * 60_000);
  await expect(page).toHaveURL(/\/predictions$/);
  expect((await sessionCookie(page))?.value).toBe(user.token);
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  expect(dialogs).toEqual([]);

  // Then a full quiet hour after the last input ends it, and not a minute before. A smooth scroll
  // can still be sending events after the click, so wait for quiet and count the hour from the
  // very last one.
  const lastInput = () => page.evaluate(() => Number(document.documentElement.dataset.e2eLast));
  let last = await lastInput();
  for (let settled = false; !settled; ) {
    await page.waitForTimeout(400);
    const latest = await lastInput();
    settled = latest === last;
    last = latest;
  }
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(last + INACTIVITY_MS - pageNow - 60_000);
  await expect(page).toHaveURL(/\/predictions$/);
  expect(dialogs).toEqual([]);

  await page.clock.fastForward(61_000);
  await expect.poll(() => dialogs).toEqual(['You have been logged out due to inactivity.']);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();
});

// One weekly member two days before the renewal: no "ends" reminder while it renews; once the
// renewal is cancelled, the blue reminder with the end, its 10 s on screen and its 12 hours away.
test('a membership that renews shows no "ends" reminder; once its renewal is cancelled, a blue reminder says the end, hides after 10 s and stays away for 12 h once closed', async ({
  page,
  request,
}) => {
  // A name of the length the pages are judged with (a11y.ts), for the reminder's layout.
  const { buyer } = await buyRenewing(request, await makeUser(request, 'customer', { username: realisticUsername('subs') }), 'weekly');
  // Two days of the paid week left, as it stands just before a renewal.
  const ends = Date.now() + 2 * 24 * HOUR;
  const user = await setSubscriptionEnd(buyer, ends);
  await page.clock.install();
  // The page notes, on its own clock, when the reminder first shows: its 10 s count from then.
  await page.addInitScript(() => {
    const seen = () => [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent?.includes('your subscription ends on'));
    new MutationObserver(() => {
      if (!sessionStorage.getItem('reminder-shown-at') && seen()) sessionStorage.setItem('reminder-shown-at', String(Date.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, user);

  const asked = page.waitForResponse('**/api/account/membership');
  await openSignedIn(page, () => page.goto('/predictions'));
  expect(await (await asked).json()).toMatchObject({ renews: true, cancelAtPeriodEnd: false });
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'your subscription ends on' });
  await expect(toast).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lastExpiryWarningShown'))).toBeNull();

  expect((await request.post('/api/account/membership/cancel', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(200);
  await page.reload();
  await expect(toast).toHaveText(new RegExp(`Alert: Hi, ${user.username}, your subscription ends on: ${longDate(ends)}`));
  const [r, g, b] = await background(toast);
  expect(b, `rgb(${r}, ${g}, ${b}) is blue`).toBeGreaterThan(r);
  expect(b).toBeGreaterThan(g);

  // It hides itself after 10 seconds. The page's clock stops a moment from now (asked again if
  // that moment passed before the pause, as on a busy machine), and from then moves only when
  // the test moves it: to 8 s after the reminder showed, then past its 10 s.
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)).toPass();
  const shownFor = await page.evaluate(() => Date.now() - Number(sessionStorage.getItem('reminder-shown-at')));
  expect(shownFor).toBeLessThan(8_000);
  await page.clock.fastForward(8_000 - shownFor);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(2_500);
  await expect(toast).toBeHidden();
  await page.clock.resume();

  // Shown less than 12 hours ago: a reload does not bring it back.
  await openSignedIn(page, () => page.reload());
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  await expect(toast).toHaveCount(0);

  // With no record of it, it shows again; closing it stores the time...
  await page.evaluate(() => localStorage.removeItem('lastExpiryWarningShown'));
  await page.reload();
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close reminder' }).click();
  await expect(toast).toHaveCount(0);
  const stored = Number(await page.evaluate(() => localStorage.getItem('lastExpiryWarningShown')));
  expect(Math.abs(stored - (await page.evaluate(() => Date.now())))).toBeLessThan(60_000);

  // ...which keeps it away on reload within 12 hours,
  await page.evaluate((h) => localStorage.setItem('lastExpiryWarningShown', String(Date.now() - 11 * h)), HOUR);
  await openSignedIn(page, () => page.reload());
  await expect(page.getByRole('heading', { name: "Today's Predictions" })).toBeVisible();
  await expect(toast).toHaveCount(0);

  // and lets it back after 12 hours: no serious axe violation, nothing wider than the screen.
  await page.evaluate((h) => localStorage.setItem('lastExpiryWarningShown', String(Date.now() - 13 * h)), HOUR);
  await page.reload();
  await expect(toast).toBeVisible();
  await settle(page);
  await checkedShot(page, SHOTS, 'expiry-reminder', toast);
});

test('a subscription ending today shows the red reminder', async ({ page, request }) => {
  // The subscription ends at the end of tomorrow (the operator's calendar), and the page's clock starts at noon
  // tomorrow: "today" for the page at any real hour, and still active for the server.
  const tomorrow = dayFromNow(1);
  const ends = endOfDay(tomorrow, serverTimeZone());
  const user = await setSubscriptionEnd(await makeUser(request, 'subscriber'), ends);
  await page.clock.install({ time: startOfDay(tomorrow, serverTimeZone()) + 12 * HOUR });
  await signIn(page, user);
  await page.goto('/predictions');

  const toast = page.getByRole('alert').filter({ hasText: 'Your subscription ends today' });
  await expect(toast).toHaveText(new RegExp(`Alert: Hi, ${user.username}\\. Your subscription ends today!`));
  const [r, g, b] = await background(toast);
  expect(r, `rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(g);
  expect(r).toBeGreaterThan(b);
  await expect(page.getByRole('alert').filter({ hasText: 'your subscription ends on' })).toHaveCount(0);
});
