// Journey 11: every route of docs/app.md ("Pages and routes"), at desktop and phone widths, has no
// serious or critical axe-core violation. Public pages are checked signed out, member pages as a
// subscriber (and the customer's versions of the subscribers-only pages), admin pages as an admin.
// At 390 px no page may scroll sideways either (the quality bar: works on a phone).
import type { Page } from '@playwright/test';
import { describeViolations, horizontalOverflow, routePages, seed, seriousViolations, settle, type Seeded, type Who } from './a11y';
import { expect, signIn, test } from './fixtures';
import { atWidth, VIEWPORTS } from './helpers';

// One set of seeded data per worker process is plenty; every test only reads it.
let seeded: Promise<Seeded> | undefined;

// Independent tests over read-only data: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

async function audit(page: Page, where: string, problems: string[], { axe = true } = {}) {
  await settle(page);
  if (axe) problems.push(...describeViolations(where, await seriousViolations(page)));
  const overflow = await horizontalOverflow(page);
  if (overflow) problems.push(`${where}: [layout] ${overflow}`);
}

// Each route is opened once and checked at both widths, resized in place, as a phone turned on
// its side would be: every other route is opened at the phone's width, so each width is also seen
// as a first load. Nothing may stick out at either width. axe runs at the width the route was
// opened at (every other route at each): what it checks (names, roles, contrast, landmarks) is
// the same markup at both, and the parts that differ by width, the header's links and the phone's
// drawers, are on every page, so both are audited for each role; the open menus and drawers are
// audited below, each at the width it exists at. axe is most of a route's processor time.
for (const who of ['visitor', 'customer', 'subscriber', 'admin'] as const satisfies readonly Who[]) {
  test(`${who} pages at 1280 and 390 px: no serious axe violations, nothing wider than the screen`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const data = await (seeded ??= seed(request));
    if (who !== 'visitor') await signIn(page, data.users[who]);
    const problems: string[] = [];
    for (const [i, route] of routePages(data)
      .filter((r) => r.who === who)
      .entries()) {
      await test.step(route.path, async () => {
        const widths = i % 2 === 0 ? VIEWPORTS : [...VIEWPORTS].reverse();
        await page.setViewportSize(widths[0]);
        await page.goto(route.path);
        for (const [j, viewport] of widths.entries()) {
          await atWidth(page, viewport);
          await audit(page, `${route.path} (${who}, ${viewport.width}px)`, problems, { axe: j === 0 });
        }
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/**
 * An open state (a dialog, a form's messages, results) audited at the width it is shown at, then
 * resized in place to the other width and checked for overflow there: the markup axe reads is the
 * same at both.
 */
async function auditBoth(page: Page, where: string, problems: string[]) {
  const shown = page.viewportSize()!;
  await audit(page, `${where} (${shown.width}px)`, problems);
  const other = VIEWPORTS.find((v) => v.width !== shown.width)!;
  await atWidth(page, other);
  await audit(page, `${where} (${other.width}px)`, problems, { axe: false });
  await atWidth(page, shown);
}

test('open menus, dialogs and messages: no serious axe violations, nothing wider than the screen at 1280 or 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const data = await (seeded ??= seed(request));
  const [desktop, phone] = VIEWPORTS;
  await page.setViewportSize(desktop);
  const problems: string[] = [];

  // Form errors as a visitor.
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@e2e.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await auditBoth(page, 'login error', problems);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.locator('.field-error').first()).toBeVisible();
  await auditBoth(page, 'register errors', problems);

  // The navigation as the admin: the account menu on desktop, then the phone's drawers.
  await signIn(page, data.users.admin);
  await page.goto('/');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
  await audit(page, `account menu (${desktop.width}px)`, problems);
  await page.keyboard.press('Escape');
  await atWidth(page, phone);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  await audit(page, `menu drawer (${phone.width}px)`, problems);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open contact information' }).click();
  await audit(page, `info drawer (${phone.width}px)`, problems);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await page.getByRole('button', { name: /Admin menu/ }).click();
  await audit(page, `admin drawer (${phone.width}px)`, problems);
  await page.keyboard.press('Escape');

  // The role dialog, and the sharing form's messages, on a phone.
  await page.goto('/role-management');
  await page.getByRole('combobox', { name: `Role of ${data.users.customer.username}` }).selectOption({ label: 'Subscriber' });
  await expect(page.getByRole('dialog', { name: 'Select Subscription End Date' })).toBeVisible();
  await auditBoth(page, 'subscription end dialog', problems);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // The console's dialogs: extending a membership, a user's payments.
  await page.getByRole('button', { name: `Extend ${data.users.subscriber.username}` }).click();
  await expect(page.getByRole('dialog', { name: /^Extend / })).toBeVisible();
  await auditBoth(page, 'extend dialog', problems);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Payments of ${data.users.subscriber.username}` }).click();
  await expect(page.getByRole('dialog', { name: /^Payments of / }).getByText(/^\d+ payments?, /)).toBeVisible();
  await auditBoth(page, 'payments dialog', problems);
  await page.keyboard.press('Escape');
  // A search that leaves the Admins and Subscribers tables empty.
  await page.getByPlaceholder('Search users...').fill(data.users.customer.username);
  await expect(page.getByText('No admins found.')).toBeVisible();
  await auditBoth(page, 'role search with empty tables', problems);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Publish Predictions' }).click();
  await expect(page.getByText('Please enter at least one prediction or alternative')).toBeVisible();
  await auditBoth(page, 'sharing form error', problems);

  // The calculator with results.
  await page.goto('/combinations');
  await page.getByRole('textbox', { name: /^Enter a number/ }).fill('1234');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('list', { name: 'Combinations' })).toBeVisible();
  await auditBoth(page, 'calculator results', problems);

  expect(problems, problems.join('\n')).toEqual([]);
});
