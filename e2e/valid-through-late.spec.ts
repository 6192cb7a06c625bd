// A set published after the day's last draw (of all seven states) with "Valid
// through" left at today could never hit, and nothing said so. Past the last draw the sharing
// form starts Valid through at tomorrow and says why; a day with no draw left is warned about.
// The browser's clock is set (the form decides by it); nothing is published. Words, not layout:
// at the one width (e2e/helpers.ts, VIEWPORTS).
import { lastDrawOfDay } from '@shared/results';
import { ADMIN, dayFromNow, expect, login, signIn, test } from './fixtures';
import { shot, viaConsoleMenu } from './helpers';
import { serverTimeZone } from './server-zone';

const monthDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

// One page: the browser's clock an hour before the day's last draw, then ten minutes after it; the
// form is opened again through the console's menu and decides by the clock it finds.
test("before the day's last draw Valid through is today and nothing is said; after it, Valid through starts tomorrow and a day without draws is warned about", async ({
  page,
  request,
}) => {
  const session = await login(request, ADMIN.email, ADMIN.password);
  await signIn(page, { id: session.user._id, username: ADMIN.username, email: ADMIN.email, password: ADMIN.password, token: session.token, user: session.user });
  const tz = serverTimeZone();
  const today = dayFromNow(0);
  const last = lastDrawOfDay(today, tz)!;

  // An hour before the last draw: today, and nothing said.
  await page.clock.install({ time: new Date(last.at - 60 * 60_000) });
  await page.goto('/admin');
  const field = page.getByLabel('Valid through');
  await expect(field).toHaveValue(today);
  await expect(page.getByText(/last draw|No draw is left/)).toHaveCount(0);

  // Ten minutes after the last draw: tomorrow, and why.
  await page.clock.setSystemTime(new Date(last.at + 10 * 60_000));
  await viaConsoleMenu(page, "Today's Predictions");
  await expect(page).toHaveURL(/\/admin\/todays-predictions$/);
  await viaConsoleMenu(page, 'Predictions');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(field).toHaveValue(dayFromNow(1));
  const lastAt = new Date(last.at).toLocaleTimeString('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' });
  await expect(
    page.getByText(
      new RegExp(
        `^Today's last draw \\(.+ at ${lastAt.replace(/\s/g, '\\s')}\\) is over, so Valid through starts at tomorrow, ${monthDay(dayFromNow(1))}: these numbers get its draws\\.$`,
      ),
    ),
  ).toBeVisible();
  await shot(page, '/tmp/shots-32/valid-through-late-desktop.png');

  // Set back to today anyway: a clear warning before anything is published.
  await field.fill(today);
  await expect(page.getByRole('alert').filter({ hasText: `No draw is left before the end of ${monthDay(today)}` })).toContainText(
    'numbers valid through that day can never hit. Choose a later day.',
  );
});
