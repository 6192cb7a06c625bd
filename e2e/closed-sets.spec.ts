// A set whose window has closed never reads as today's: the server moves it to the past at
// DAILY_MOVE_HOUR (midnight by default), and until it has, the subscriber's page marks it and lists
// it apart from the sets still valid, online and from the device's copy offline. The browser's
// clock is moved two days on (the page decides "today" by it); the server's stays, so nothing moves.
import type { Locator, Page } from '@playwright/test';
import { dayFromNow, expect, makeUser, publish, signIn, test } from './fixtures';
import { savedCopyHolds, shot, uniqueTag } from './helpers';

// Reads offline: the service worker serves the app (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DAY = 86_400_000;
const monthDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

test('two days on, a set valid through today is marked closed and apart; one valid for longer reads as today’s, offline too', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = uniqueTag('closed');
  const subscriber = await makeUser(request, 'subscriber');
  await publish(request, { sharedContent: `${tag} ended`, predictions: [{ number1: '047', number2: '8812' }] });
  await publish(request, { sharedContent: `${tag} running`, validThrough: dayFromNow(3), predictions: [{ number1: '123', number2: '4567' }] });
  await signIn(page, subscriber);
  await page.clock.install({ time: new Date(Date.now() + 2 * DAY) });
  await page.goto('/predictions');
  await expectMarked(page);

  // The device's copy, read offline two days on, is marked the same way.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await expect.poll(() => savedCopyHolds(page, 'predictions', tag)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expectMarked(page);
  await shot(page.locator('.todays'), '/tmp/shots-43/closed-sets-390.png');
  await context.setOffline(false);

  async function expectMarked(p: Page) {
    const ended = card(p, `${tag} ended`);
    const running = card(p, `${tag} running`);
    await expect(ended).toContainText(`Closed: valid through ${monthDay(dayFromNow(0))}. These numbers can no longer hit.`);
    await expect(running).toBeVisible();
    await expect(running).not.toContainText('Closed');
    // The closed set sits below the note that says why, after every set still valid.
    const closedSets = p.locator('.closed-sets');
    await expect(closedSets.locator('p').first()).toContainText(/closed: the numbers can no longer hit, and (it moves|they move) to the past predictions shortly\./);
    await expect(closedSets.getByRole('article').filter({ hasText: `${tag} ended` })).toHaveCount(1);
    await expect(closedSets.getByRole('article').filter({ hasText: `${tag} running` })).toHaveCount(0);
  }
});

function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}
